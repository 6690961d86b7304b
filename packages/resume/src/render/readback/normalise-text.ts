// Characters that carry no reading: soft hyphens and zero-width marks.
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/;

/**
 * Typographic variants of one punctuation mark, which a parser's tokenizer treats alike and a
 * font or an editor swaps freely (a typed ' becomes ’). Only styles of the same mark are
 * joined; every punctuation mark is still compared, so one read back as a space or as another
 * mark is reported.
 */
const EQUIVALENT: Record<string, string> = {
  // Apostrophes and single quotes.
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u02bc': "'",
  '\u2032': "'",
  '\uff07': "'",
  // Double quotes.
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\uff02': '"',
  // Hyphens and dashes.
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\ufe58': '-',
  '\ufe63': '-',
  '\uff0d': '-',
};

export interface Haystack {
  /** Comparable characters: NFC, lower case, no whitespace. */
  chars: string;
  /** For each comparable character, its index in the source text. */
  origin: number[];
}

/**
 * Text reduced to what a parser compares: NFC, case-folded, whitespace removed (so line
 * wraps and spacing do not matter), quote and dash styles joined. Punctuation is kept: the
 * layout never adds or drops any (a line broken inside a word gets no hyphen), so a mark
 * missing from the PDF's text is a fault to report.
 */
export function toHaystack(source: string): Haystack {
  const text = source.normalize('NFC');
  const chars: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (/\s/.test(char) || INVISIBLE.test(char)) continue;
    const folded = EQUIVALENT[char] ?? char.toLowerCase().replace('ß', 'ss');
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
