// The most text the engine reads, and the longest "word" it keeps. A 1,000-word posting is about
// 7,000 characters, and what runs past 10,000 is benefits and legal text in every real posting
// seen; the POS tagger costs about 5 ms per 1,000 characters, so the cap keeps the worst input
// the API allows (30,000 characters) far below 100 ms. A token of hundreds of characters without
// a space ("a-a-a-…") is no word of any language, and wink-nlp's tokenizer takes seconds on one:
// it is cut to its first characters. A line repeated word for word says nothing new: read once.
export const MAX_TEXT = 10_000;
export const MAX_TOKEN = 64;

const LONG_RUN = new RegExp(`\\S{${MAX_TOKEN + 1},}`, 'g');
// Runs of one short piece repeated ("a-a-a-a", "ab/ab/ab/ab") are cut sooner: no skill is written so.
const REPEATED = /(\S{1,4}?)(?:[-_/.|\\]\1){8,}/g;

// Per-sentence work (scopes, alternatives, colleagues) grows with the square of a sentence's
// length; no real sentence runs past a few hundred characters, so longer lines are broken.
const MAX_LINE = 600;

function breakLine(line: string): string {
  if (line.length <= MAX_LINE) return line;
  const parts: string[] = [];
  let rest = line;
  while (rest.length > MAX_LINE) {
    const space = rest.lastIndexOf(' ', MAX_LINE);
    const at = space > MAX_LINE / 2 ? space : MAX_LINE;
    parts.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  parts.push(rest);
  return parts.join('\n');
}

export function boundText(text: string): string {
  const seen = new Set<string>();
  const lines = text
    .slice(0, 3 * MAX_TEXT)
    .replace(REPEATED, (m) => m.slice(0, 16))
    .replace(LONG_RUN, (m) => m.slice(0, MAX_TOKEN))
    .split('\n')
    .filter((line) => {
      const key = line.trim();
      if (key.length < 12) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(breakLine)
    .join('\n');
  return lines.length > MAX_TEXT ? lines.slice(0, MAX_TEXT) : lines;
}
