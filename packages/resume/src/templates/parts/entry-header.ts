import { Text } from '@react-pdf/renderer';
import { Fragment, createElement as h } from 'react';
import type { EntryView } from '../../view/resume-view-types.ts';
import { NO_RUN_BREAKS, type RenderContext } from '../theme.ts';
import { MetaLine } from './meta-line.ts';

/**
 * Title, organisation, date and place. Details follow the title inline rather than flush
 * right: text separated from its line by a wide gap is read as a column of its own by
 * parsers, which then print every date after the entry it belongs to.
 */
export function EntryHeader(props: {
  entry: EntryView;
  dateInGutter: boolean;
  ctx: RenderContext;
}) {
  const { entry, ctx } = props;
  const { s, theme } = ctx;
  const date = props.dateInGutter ? '' : entry.date;
  const primary = entry.title || entry.subtitle;
  const secondary = entry.title ? entry.subtitle : '';

  if (theme.entryHeader === 'combined') {
    return h(
      Fragment,
      null,
      primary
        ? h(
            Text,
            { style: s.title, hyphenationPenalty: NO_RUN_BREAKS },
            primary,
            secondary ? h(Text, { style: s.titleSecondary }, `, ${secondary}`) : null,
          )
        : null,
      h(MetaLine, { items: [date, entry.location], ctx }),
      h(MetaLine, { items: [entry.link, entry.note], ctx }),
    );
  }
  return h(
    Fragment,
    null,
    primary ? h(Text, { style: entry.title ? s.title : [s.title, s.subtitle] }, primary) : null,
    h(MetaLine, { items: [secondary, entry.location, date], ctx }),
    h(MetaLine, { items: [entry.link, entry.note], ctx }),
  );
}
