import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'left',
  nameColor: 'accent',
  sectionTitle: 'block',
  uppercaseTitles: true,
  entryHeader: 'combined',
  separator: ' | ',
};

/** Dense: block headings, details under each title, small margins. */
export function TechnicalTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
