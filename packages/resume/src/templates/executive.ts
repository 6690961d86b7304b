import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'bar',
  nameColor: 'text',
  sectionTitle: 'rule',
  uppercaseTitles: false,
  entryHeader: 'combined',
  separator: ' · ',
};

/** A coloured rule across the top, a ruled header and ruled headings. */
export function ExecutiveTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
