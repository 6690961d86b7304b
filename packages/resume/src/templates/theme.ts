import type { Styles } from '@react-pdf/renderer';
import type { Tokens } from './tokens.ts';

export type Style = Styles[string];

/** The choices that make one template look unlike another; layout rules are shared. */
export interface TemplateTheme {
  header: 'center' | 'left' | 'bar' | 'band';
  nameColor: 'accent' | 'text';
  sectionTitle: 'rule' | 'accent' | 'block';
  uppercaseTitles: boolean;
  /** `combined`: "Title, Organisation" then date and place; `stacked`: title, then the rest. */
  entryHeader: 'combined' | 'stacked';
  /** A left column for dates or section names; the content column reads after it. */
  gutter?: { width: number; holds: 'dates' | 'labels' };
  /** Contact separator. */
  separator: string;
}

/**
 * react-pdf may break a line between two adjacent runs of text (a link and the comma after it)
 * and draws a hyphen there. This penalty rules such breaks out; lines break at spaces only.
 */
export const NO_RUN_BREAKS = 10000;

export interface RenderContext {
  t: Tokens;
  theme: TemplateTheme;
  s: Record<string, Style>;
}
