import { createElement as h } from 'react';
import { ResumeLayout, type TemplateProps } from './parts/resume-layout.ts';
import type { TemplateTheme } from './theme.ts';

export const theme: TemplateTheme = {
  header: 'center',
  nameColor: 'text',
  sectionTitle: 'rule',
  uppercaseTitles: true,
  entryHeader: 'combined',
  separator: ' | ',
};

/** Centred header, capitalised ruled headings, details inline under each title. */
export function ClassicTemplate(props: TemplateProps) {
  return h(ResumeLayout, { ...props, theme });
}
