import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'left',
  nameColor: 'accent',
  sectionTitle: 'accent',
  uppercaseTitles: false,
  entryHeader: 'combined',
  separator: ' · ',
};

/** Left-aligned header with the name and headings in the accent colour. */
export function ModernTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
