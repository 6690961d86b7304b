import { Text, View } from '@react-pdf/renderer';
import { type ReactElement, createElement as h } from 'react';
import type { EntryView } from '../../view/resume-view-types.ts';
import { joinTags } from '../../view/text-parts.ts';
import type { RenderContext } from '../theme.ts';

/** The body as separate blocks, so the first can be kept on the page with the entry's heading. */
export function entryBody(entry: EntryView, ctx: RenderContext): ReactElement[] {
  const { s } = ctx;
  const blocks: ReactElement[] = entry.summary.map((paragraph, i) =>
    h(Text, { key: `p${i}`, style: s.paragraph }, paragraph),
  );
  entry.bullets.forEach((bullet, i) => {
    blocks.push(
      // A bullet and its text move to the next page together.
      h(
        View,
        { key: `b${i}`, style: s.bulletRow, wrap: false },
        h(Text, { style: s.bulletGlyph }, '•'),
        h(Text, { style: s.bulletText }, bullet),
      ),
    );
  });
  if (entry.tags.length > 0) {
    blocks.push(h(Text, { key: 'tags', style: s.tags }, joinTags(entry.tags)));
  }
  return blocks;
}
