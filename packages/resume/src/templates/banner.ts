import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'band',
  nameColor: 'text',
  sectionTitle: 'accent',
  uppercaseTitles: true,
  entryHeader: 'stacked',
  separator: ' · ',
};

/** Name and contacts in a full-width coloured band. */
export function BannerTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
