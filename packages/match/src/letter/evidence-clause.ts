// A piece of evidence a letter can carry: one clause of a resume line, never the whole of a long
// bullet. Imported resumes hold lines that are not evidence at all ("Environment: Java, Spring",
// "Project Idea: …", numbered steps, headings), and bullets of several sentences or hundreds of
// words; a letter that pastes them reads as a copy of the resume. The clause is cut at a
// boundary of the sentence (a comma, a joining word), never inside a word, and keeps the line's
// figure when it has one.

/** Most words a clause keeps: a letter retells, it does not paste. */
export const MAX_CLAUSE_WORDS = 18;
const MIN_CLAUSE_WORDS = 4;
const LIST_COMMAS = 3;

const LABEL = /^[\p{L}][\p{L}\p{N} /&'().-]{0,40}:(\s|$)/u;
const MARKER = /^\s*(?:[-•*●▪◦·–—>]+|\(?\d{1,2}[.)]|\(?[a-hA-H][.)]|[ivxIVX]{1,4}[.)])\s*/;
// Words a clause must not end on: it would stop mid-thought ("…and", "…for the").
const DANGLING = new Set(
  `a an the and or but of to for in on at by with from as into via that which who whose while
  including such than its their our my your this these those using through across per include
  includes included like is are was were`.split(/\s+/),
);
// Where a long sentence can be cut and still read as one: before these joining words.
const JOINERS = new Set(
  `which thus thereby while whereas where including resulting leading ensuring enabling allowing
  helping making using and`.split(/\s+/),
);

const hasFigure = (text: string) => /\d/.test(text);

/** The line without its list marker, as one sentence: the one with a figure, else the first. */
function firstSentence(line: string): string {
  const text = line.replace(/\s+/g, ' ').trim().replace(MARKER, '');
  // One string may hold several bullets of an imported list ("… • Led … • Built …").
  const sentences = text
    .split(/(?<=[.!?])\s+(?=\p{Lu})|\s+[•●▪◦·▶➢✓]\s*|\s+[–—-]\s+(?=\p{Lu}\p{Ll})/u)
    .map((s) => s.trim().replace(/[.!?;:,]+$/, ''))
    .filter(Boolean);
  return (sentences.find(hasFigure) ?? sentences[0] ?? '').trim();
}

function balanced(words: string[]): boolean {
  const text = words.join(' ');
  return (
    (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0) &&
    (text.match(/"/g)?.length ?? 0) % 2 === 0
  );
}

function endsWell(words: string[]): boolean {
  const last = (words[words.length - 1] ?? '').replace(/[,;:]+$/, '').toLowerCase();
  return !DANGLING.has(last) && balanced(words);
}

/**
 * A clause of the line fit to quote in a letter's own sentence, or undefined when the line is
 * no evidence (a label, a heading, a fragment) or cannot be cut cleanly.
 */
export function evidenceClause(line: string): string | undefined {
  const raw = line.replace(/\s+/g, ' ').trim();
  if (!raw || LABEL.test(raw.replace(MARKER, ''))) return undefined;
  const sentence = firstSentence(raw).replace(/[.!?;:,]+$/, '');
  // A fragment of a sentence split by the import, or a line in capitals.
  if (/^\p{Ll}/u.test(sentence) || sentence === sentence.toUpperCase()) return undefined;
  if (/[…]|\.\.\./.test(sentence)) return undefined;
  // What follows a colon is a list ("duties that include: …"): the clause ends before it.
  const colon = sentence.search(/:\s/);
  const words = (colon >= 0 ? sentence.slice(0, colon) : sentence).split(' ');
  if (words.length < MIN_CLAUSE_WORDS) return undefined;
  // A line that runs into a list ("items like LT, HT panels, lights, fans") keeps the part
  // before the list when that reads alone; a letter names no inventory.
  if (words.filter((w) => w.endsWith(',')).length >= LIST_COMMAS) {
    const first = words.findIndex((w) => w.endsWith(','));
    const kept = words.slice(0, first + 1);
    kept[kept.length - 1] = kept[kept.length - 1]!.replace(/,$/, '');
    if (
      kept.length >= MIN_CLAUSE_WORDS + 2 &&
      endsWell(kept) &&
      !/\b(?:like|such as|including|e\.g\.)(?:\s|$)/i.test(kept.join(' '))
    )
      return kept.join(' ');
    return undefined;
  }
  if (words.length <= MAX_CLAUSE_WORDS && endsWell(words)) return words.join(' ');
  // Cut at the last comma, semicolon or joining word within the limit that leaves a clause.
  for (let end = Math.min(words.length - 1, MAX_CLAUSE_WORDS); end >= MIN_CLAUSE_WORDS + 2; end--) {
    const atComma = /[,;]$/.test(words[end - 1]!);
    const beforeJoiner = JOINERS.has((words[end] ?? '').toLowerCase());
    if (!atComma && !beforeJoiner) continue;
    const kept = words.slice(0, end);
    kept[kept.length - 1] = kept[kept.length - 1]!.replace(/[,;:]+$/, '');
    if (endsWell(kept)) return kept.join(' ');
  }
  return undefined;
}
