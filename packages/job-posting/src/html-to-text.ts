const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|tr|ul|ol|blockquote)\s*>|<br\s*\/?>/gi;

/** Whether a cell holds markup (Huntr exports the posting as HTML), not text with a "<" in it. */
export const looksLikeHtml = (text: string) =>
  /<\/?(?:[a-z][a-z0-9]*)(?:\s[^<>]*)?\/?>/i.test(text);

/** The common named entities and every numeric one, read back as characters. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * HTML as the plain text the tracker keeps: block ends and line breaks become line breaks, list
 * items keep a dash, other tags go, and the common entities are read back.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<li\b[^>]*>/gi, '- ')
      .replace(BLOCK_END, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
