export interface FrontMatter {
  data: Record<string, string>;
  body: string;
}

/**
 * Reads the `key: value` block between the leading `---` lines of a document. The policy files
 * need only plain strings, so no YAML parser is shipped to the browser.
 */
export function parseFrontMatter(source: string): FrontMatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    data[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return { data, body: source.slice(match[0].length) };
}
