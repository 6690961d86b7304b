export interface TextPart {
  text: string;
  match: boolean;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` around every case-insensitive occurrence of the given words, as whole words
 * ("Go" is not found inside "Google"; "C++" and "CI/CD" still match).
 */
export function highlightParts(text: string, words: readonly string[]): TextPart[] {
  const terms = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (terms.length === 0 || !text) return [{ text, match: false }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${terms.map(escape).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const parts: TextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m[0].length === 0) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts.length ? parts : [{ text, match: false }];
}
