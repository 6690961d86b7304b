import { Text, View } from '@react-pdf/renderer';
import { type ReactElement, type ReactNode, createElement as h } from 'react';
import type { EntryView, SectionView } from '../../view/resume-view-types.ts';
import { COMPACT_SEPARATOR, compactLine } from '../../view/text-parts.ts';
import { fitsOnOneLine } from '../estimate-width.ts';
import { NO_RUN_BREAKS, type RenderContext, type Style } from '../theme.ts';
import { entryBody } from './entry-body.ts';
import { EntryHeader } from './entry-header.ts';
import { GutterRow, indent } from './gutter-row.ts';

function fitsGutter(text: string, ctx: RenderContext, bold: boolean): boolean {
  const { t, theme } = ctx;
  return !!theme.gutter && fitsOnOneLine(text, t.size.title, theme.gutter.width - 12, bold);
}

function compactLines(entries: EntryView[], ctx: RenderContext): ReactElement[] {
  return entries.map((entry, i) => {
    const { lead, detail } = compactLine(entry);
    return h(
      Text,
      { key: i, style: ctx.s.compactLine, hyphenationPenalty: NO_RUN_BREAKS },
      lead ? h(Text, { style: ctx.s.compactLead }, lead) : null,
      lead && detail ? COMPACT_SEPARATOR : '',
      detail,
    );
  });
}

/** The unbreakable opening of an entry or section: heading, side text and first line. */
function keepTogether(
  key: string,
  style: Style | undefined,
  heading: ReactNode,
  side: string | undefined,
  ctx: RenderContext,
  ...children: ReactNode[]
): ReactElement {
  return h(View, { key, wrap: false, style }, heading, h(GutterRow, { side, ctx }, ...children));
}

/**
 * A section as a flat list of page-level blocks. Each entry opens with an unbreakable block
 * of its heading and first line (the section's first also carries the section title), so a
 * heading never ends a page alone and a bullet never leaves its text. The blocks are direct
 * children of the page because react-pdf squeezes an unbreakable block nested as the first
 * child of a breakable one into the end of the page instead of moving it to the next.
 */
export function sectionBlocks(section: SectionView, ctx: RenderContext): ReactElement[] {
  const { s, theme } = ctx;
  const key = section.key;
  // A section name sits in the left column when the template has one for labels and the name
  // fits there on one line; otherwise it heads the section as usual.
  const label =
    theme.gutter?.holds === 'labels' && fitsGutter(section.title, ctx, true)
      ? section.title
      : undefined;
  const heading = label ? null : h(Text, { style: s.sectionTitle }, section.title);

  if (section.style !== 'entries') {
    const [first, ...rest] =
      section.style === 'text'
        ? section.paragraphs.map((p, i) =>
            h(Text, { key: i, style: i === 0 ? s.text : s.paragraph }, p),
          )
        : compactLines(section.entries, ctx);
    return [
      keepTogether(`${key}-start`, s.sectionStart, heading, label, ctx, first),
      ...rest.map((block) => indent(block, `${key}-${String(block.key)}`, ctx)),
    ];
  }

  return section.entries.flatMap((entry, i) => {
    const [first, ...rest] = entryBody(entry, ctx);
    const dateInGutter =
      theme.gutter?.holds === 'dates' && entry.date !== '' && fitsGutter(entry.date, ctx, false);
    const side = dateInGutter ? entry.date : i === 0 ? label : undefined;
    return [
      keepTogether(
        `${key}-${i}`,
        i === 0 ? s.sectionStart : s.entryStart,
        i === 0 ? heading : null,
        side,
        ctx,
        h(EntryHeader, { entry, dateInGutter, ctx }),
        first,
      ),
      ...rest.map((block) => indent(block, `${key}-${i}-${String(block.key)}`, ctx)),
    ];
  });
}
