/**
 * Escapes user text for Markdown: every character with a meaning inline (emphasis, code, links,
 * raw HTML, entities) is backslash-escaped, and so is anything that would start a block
 * (heading, list, quote) at the start of a line.
 */
export function escapeMarkdown(value: string): string {
  return value
    .replace(/[\\`*_[\]<>#|&~]/g, (c) => `\\${c}`)
    .replace(
      /^(\s*)([-+>=]|\d+[.)])/gm,
      (_, space: string, marker: string) => `${space}${marker.replace(/([-+>=.)])$/, '\\$1')}`,
    );
}

/** A link target inside `<…>`, where only angle brackets, spaces and line breaks need encoding. */
export function markdownUrl(href: string): string {
  return href.replace(/[<>\s]/g, (c) => encodeURIComponent(c));
}
