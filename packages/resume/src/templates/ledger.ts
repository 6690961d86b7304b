import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'center',
  nameColor: 'text',
  sectionTitle: 'accent',
  uppercaseTitles: false,
  entryHeader: 'combined',
  gutter: { width: 112, holds: 'labels' },
  separator: ' · ',
};

/** Section names in a left column, content beside them. */
export function LedgerTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
