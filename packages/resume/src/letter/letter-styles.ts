import type { Style } from '../templates/theme.ts';
import type { Tokens } from '../templates/tokens.ts';

/** What a letter adds to the template's styles: the blocks between letterhead and signature. */
export function letterStyles(t: Tokens): Record<string, Style> {
  const line = t.size.body * t.lineHeight;
  return {
    letterhead: { marginBottom: line * 1.5 },
    date: { fontSize: t.size.body, lineHeight: t.lineHeight, marginBottom: line },
    recipient: { fontSize: t.size.body, lineHeight: t.lineHeight },
    subject: {
      fontSize: t.size.body,
      lineHeight: t.lineHeight,
      fontWeight: 700,
      marginTop: line,
    },
    greeting: { fontSize: t.size.body, lineHeight: t.lineHeight, marginTop: line },
    block: { fontSize: t.size.body, lineHeight: t.lineHeight, marginTop: line * 0.75 },
    listItem: { flexDirection: 'row', marginTop: t.space.bullet },
    listMarker: { width: 16, fontSize: t.size.body, lineHeight: t.lineHeight },
    listText: {
      flexGrow: 1,
      flexShrink: 1,
      flexBasis: 0,
      fontSize: t.size.body,
      lineHeight: t.lineHeight,
    },
    closing: { fontSize: t.size.body, lineHeight: t.lineHeight, marginTop: line },
    signature: { fontSize: t.size.body, lineHeight: t.lineHeight, marginTop: line * 2 },
    bold: { fontWeight: 700 },
    italic: { fontStyle: 'italic' },
    boldItalic: { fontWeight: 700, fontStyle: 'italic' },
  };
}
