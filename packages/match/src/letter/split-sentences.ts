// Sentences of a paragraph. A full stop ends a sentence only before a space and a capital or an
// opening quote, and never after a known abbreviation ("Inc.", "Dr.") or an initial ("J.").
const ABBREVIATION =
  /(?:\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|Dr|Mr|Mrs|Ms|Mx|Prof|No|vs|etc|e\.g|i\.e)|\b[A-Z])\.$/;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?]["'”’)]?\s+(?=["'“‘(]?[\p{Lu}\p{N}])/gu)) {
    const end = m.index + m[0].trimEnd().length;
    const candidate = text.slice(start, end);
    if (ABBREVIATION.test(candidate.trimEnd())) continue;
    out.push(candidate.trim());
    start = m.index + m[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}
