/**
 * One line of text as the file shows it, whatever the format: the parser sees PDFs and DOCX
 * files only through these, so both go through the same rules.
 */
export interface SourceLine {
  /** The line's text, cleaned (see `cleanText`). */
  text: string;
  /** Pieces of the line set apart by a wide gap, a tab or a table cell (dates on the right…). */
  parts: string[];
  /** Font size in points (the largest run on the line). */
  size: number;
  /** Most of the line's characters are bold. */
  bold: boolean;
  /** 1-based page (DOCX: 1). */
  page: number;
  /** The file marks the line as a heading (a DOCX heading or title style). */
  styledHeading?: boolean;
  /** The file marks the line as a list item, or it starts with a bullet sign. */
  bullet?: boolean;
  /** On a page of two columns: which one the line is in, and whether it is the wider one. */
  column?: { side: 'left' | 'right'; main: boolean };
}

const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
// Icon fonts (Font Awesome and the like) put their glyphs in the private use area.
const PRIVATE_USE = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]/gu;
// C0 and C1 control codes but tab and line breaks, built from their code points.
const CONTROL = new RegExp(
  `[${String.fromCharCode(0)}-${String.fromCharCode(8)}${String.fromCharCode(11)}${String.fromCharCode(12)}${String.fromCharCode(14)}-${String.fromCharCode(31)}${String.fromCharCode(127)}-${String.fromCharCode(159)}]`,
  'g',
);
const BULLET_START = /^[\s]*[•●○◦▪▫■□►▸‣⁃∙·\-–—*✓✔➢➤→»](?=\s|$)\s*/u;

/** NFC, no zero-width or icon characters, soft hyphens as dashes, spaces collapsed. */
export function cleanText(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(INVISIBLE, '')
      .replace(PRIVATE_USE, ' ')
      // Control characters: icon glyphs some fonts map to C0 codes ("\b publications").
      .replace(CONTROL, ' ')
      .replace(/\u00AD/g, '-')
      .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The text without a leading bullet sign, and whether it had one. */
export function stripBullet(text: string): { text: string; bullet: boolean } {
  const match = BULLET_START.exec(text);
  if (!match) return { text, bullet: false };
  return { text: text.slice(match[0].length).trim(), bullet: true };
}

/** Builds a line from its pieces. */
export function makeLine(
  parts: string[],
  props: Omit<SourceLine, 'text' | 'parts'>,
): SourceLine | undefined {
  const cleaned = parts.map(cleanText).filter((p) => p !== '');
  if (cleaned.length === 0) return undefined;
  const first = stripBullet(cleaned[0]!);
  if (first.bullet) {
    if (first.text === '') cleaned.shift();
    else cleaned[0] = first.text;
  }
  if (cleaned.length === 0) return undefined;
  return {
    ...props,
    text: cleaned.join(' '),
    parts: cleaned,
    bullet: props.bullet || first.bullet,
  };
}
