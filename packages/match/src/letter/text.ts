// Small text repairs for sentences assembled from templates and the resume's own words.

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[], conjunction = 'and'): string {
  const list = items.map((item) => item.trim()).filter(Boolean);
  if (list.length <= 1) return list[0] ?? '';
  return `${list.slice(0, -1).join(', ')} ${conjunction} ${list[list.length - 1]}`;
}

/** The first letter in upper case; the rest as written (names and acronyms keep their case). */
export function capitalizeFirst(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text[index]!.toLocaleUpperCase('en') + text.slice(index + 1);
}

/** Ends a sentence once: "Acme Inc." stays one full stop, a question keeps its mark. */
export function endSentence(text: string, mark = '.'): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/, '');
  if (/[.!?]["'”’)]?$/.test(trimmed)) return trimmed;
  return trimmed + mark;
}

/** A role as written without a leading article: "a Data Analyst" → "Data Analyst". */
export function stripArticle(text: string): string {
  return text.trim().replace(/^(?:a|an|the)\s+/i, '');
}

/** A resume line as a clause to embed: no closing full stop, outer spaces gone. */
export function asClause(text: string): string {
  return text
    .trim()
    .replace(/^[•\-–—*]\s*/, '')
    .replace(/\s+/g, ' ')
    .replace(/[;:,]+$/, '')
    .replace(/(?<!\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|Bros|etc|[A-Za-z]\.[A-Za-z]))\.$/, '');
}

/**
 * Repairs the seams between template text and inserted words: repeated spaces, a space before
 * punctuation, doubled full stops ("Inc.."), empty brackets and a word written twice in a row.
 */
export function tidy(text: string): string {
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/ +([,.;:!?])/g, '$1')
    .replace(/([^.])\.\.(?!\.)/g, '$1.')
    .replace(/,([.;:!?])/g, '$1')
    .replace(/(?<![\p{L}\p{N}'’-])(\p{L}+)(?:\s+\1)+(?![\p{L}\p{N}'’-])/giu, '$1')
    .replace(/[^\S\n]+/g, ' ')
    .trim();
}
