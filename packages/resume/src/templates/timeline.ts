import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'left',
  nameColor: 'accent',
  sectionTitle: 'accent',
  uppercaseTitles: true,
  entryHeader: 'stacked',
  gutter: { width: 120, holds: 'dates' },
  separator: ' · ',
};

/** Dates in a left column beside each entry. */
export function TimelineTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
