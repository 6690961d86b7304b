import { Text, View } from '@react-pdf/renderer';
import {
  Fragment,
  type ReactElement,
  type ReactNode,
  cloneElement,
  createElement as h,
} from 'react';
import type { RenderContext } from '../theme.ts';

/**
 * A line of the content column with, in templates that have one, the left column beside it.
 * The left text comes first and is set flush against the content: a wide gap between the two
 * makes parsers treat the left column as a separate block and read it out of place.
 */
export function GutterRow(props: { side?: string; ctx: RenderContext; children?: ReactNode }) {
  const { s, theme } = props.ctx;
  if (!theme.gutter) return h(Fragment, null, props.children);
  return h(
    View,
    { style: s.gutterRow },
    h(
      View,
      { style: s.gutterCell },
      props.side ? h(Text, { style: s.gutterText }, props.side) : null,
    ),
    h(View, { style: s.gutterMain }, props.children),
  );
}

/** A block below the first line of an entry, aligned with the content column. */
export function indent(block: ReactElement, key: string, ctx: RenderContext): ReactElement {
  // Without a left column the block is used as it is: every extra node costs layout time.
  return ctx.theme.gutter
    ? h(View, { key, style: ctx.s.indent }, block)
    : cloneElement(block, { key });
}
