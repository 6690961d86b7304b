import { Link, Text } from '@react-pdf/renderer';
import { Fragment, createElement as h } from 'react';
import type { LinkView } from '../../view/resume-view-types.ts';
import { NO_RUN_BREAKS, type RenderContext } from '../theme.ts';

export type MetaItem = string | LinkView | undefined;

/** Short details joined on one line; links stay clickable. */
export function MetaLine({ items, ctx }: { items: MetaItem[]; ctx: RenderContext }) {
  const { s, theme } = ctx;
  const present = items.filter((item): item is string | LinkView =>
    typeof item === 'string' ? item.length > 0 : item !== undefined,
  );
  if (present.length === 0) return null;
  return h(
    Text,
    { style: s.meta, hyphenationPenalty: NO_RUN_BREAKS },
    present.map((item, i) =>
      h(
        Fragment,
        { key: i },
        i > 0 ? theme.separator : '',
        typeof item === 'string'
          ? item
          : item.href
            ? h(Link, { src: item.href, style: s.link }, item.text)
            : item.text,
      ),
    ),
  );
}
