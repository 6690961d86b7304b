import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'left',
  nameColor: 'text',
  sectionTitle: 'accent',
  uppercaseTitles: false,
  entryHeader: 'stacked',
  separator: ' · ',
};

/** Quiet headings and every detail on one grey line under each title. */
export function MinimalTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
