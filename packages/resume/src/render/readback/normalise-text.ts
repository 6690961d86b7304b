// Characters that carry no reading: soft hyphens and zero-width marks.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/;

export interface Haystack {
  /** Comparable characters: NFC, lower case, no whitespace. */
  chars: string;
  /** For each comparable character, its index in the source text. */
  origin: number[];
}

function isLetter(char: string | undefined): boolean {
  return char !== undefined && /\p{L}/u.test(char);
}

/**
 * Text reduced to what a parser compares: NFC, case-folded, whitespace removed (so line
 * wraps and spacing do not matter). With `dehyphenate`, a hyphen that ends a line between
 * two letters is dropped, for text that a layout hyphenated.
 */
export function toHaystack(source: string, dehyphenate = false): Haystack {
  const text = source.normalize('NFC');
  const chars: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (/\s/.test(char) || INVISIBLE.test(char)) continue;
    if (dehyphenate && char === '-' && isLetter(text[i - 1])) {
      const rest = /^[ \t]*\n\s*(.)/u.exec(text.slice(i + 1));
      if (rest && isLetter(rest[1])) continue;
    }
    const folded = char.toLowerCase().replace('ß', 'ss');
    for (const piece of folded) {
      chars.push(piece);
      origin.push(i);
    }
  }
  return { chars: chars.join(''), origin };
}

export function toNeedle(value: string): string {
  return toHaystack(value).chars;
}
