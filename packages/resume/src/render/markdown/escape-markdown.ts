// Characters that are Markdown wherever they stand: code, emphasis, links, raw HTML, GFM tables
// and strikethrough.
const ALWAYS = /[\\`*[\]<|~]/g;
// `_` opens or closes emphasis only at a word's edge; inside a word (snake_case) it is text.
const UNDERSCORE = /(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu;
// `&` is only read as an entity when one follows (`&amp;`, `&#39;`): "R&D" is text.
const ENTITY_AMPERSAND = /&(?=#?[a-z0-9]+;)/gi;
// Block markers count only at the start of a line, and most only before a space: "+5 years",
// "-20%", "#hashtag" and "3.5 years" are text.
const LIST_OR_HEADING = /^(\s*)([-+]|#{1,6}|\d{1,9}[.)])(?=\s|$)/gm;
const QUOTE = /^(\s*)>/gm;
// A line of only `-` or `=` would underline the line before it as a heading, or draw a rule.
const UNDERLINE = /^(\s*)([-=])(?=[-=\s]*$)/gm;
// Trailing `#`s after a space close an ATX heading and would vanish from a title.
const CLOSING_HASHES = /(\s)(#+)(?=\s*$)/gm;

/**
 * Escapes user text for Markdown so that it renders back as exactly the same text: characters
 * with an inline meaning are backslash-escaped, and so are block markers (heading, list, quote,
 * rule) at the start of a line. Characters that mean nothing where they stand stay as they are,
 * so "C++", "C#", "R&D" and "snake_case" read naturally in the file.
 */
export function escapeMarkdown(value: string): string {
  return (
    value
      // Leading spaces would start a code block, trailing ones a line break; a reader sees neither.
      .replace(/^[ \t]+|[ \t]+$/gm, '')
      .replace(ALWAYS, (c) => `\\${c}`)
      .replace(UNDERSCORE, '\\_')
      .replace(ENTITY_AMPERSAND, '\\&')
      .replace(LIST_OR_HEADING, (_, space: string, marker: string) =>
        /^\d/.test(marker)
          ? `${space}${marker.slice(0, -1)}\\${marker.slice(-1)}`
          : `${space}\\${marker}`,
      )
      .replace(QUOTE, '$1\\>')
      .replace(UNDERLINE, '$1\\$2')
      .replace(
        CLOSING_HASHES,
        (_, space: string, hashes: string) => `${space}${hashes.replace(/#/g, '\\#')}`,
      )
  );
}

/** A link target inside `<…>`, where only angle brackets, spaces and line breaks need encoding. */
export function markdownUrl(href: string): string {
  return href.replace(/[<>\s]/g, (c) => encodeURIComponent(c));
}
