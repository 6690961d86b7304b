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
 * react-pdf may break a line between two adjacent runs of text (a link and the comma after it).
 * This penalty rules such breaks out while a line can break at spaces. A link too long for any
 * line still breaks inside (see break-long-words.ts): when no allowed break fits, react-pdf falls
 * back to breaking where the line overflows. A finite penalty would let the line breaker weigh
 * every such point in every line, which doubles layout time on link-heavy resumes.
 */
export const NO_RUN_BREAKS = 10000;

export interface RenderContext {
  t: Tokens;
  theme: TemplateTheme;
  s: Record<string, Style>;
}
