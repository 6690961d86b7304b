// Which lines of a job's highlights are bullets that can move. Imported resumes put other lines
// there too: project headings, "Environment: Java, Spring" lines, "Responsibilities:" labels,
// the tail of a split sentence ("using Postman."). Those hold their place, and a numbered list
// keeps its order.

/** "Environment: …", "Project Idea: …", "Responsibilities:": a label, not something done. */
const LABEL = /^[\p{L}][\p{L}\p{N} /&'().-]{0,40}:(\s|$)/u;
const NUMBERED = /^\s*(?:\(?\d{1,2}[.)]|\(?[a-hA-H][.)]|[ivxIVX]{1,4}[.)])\s+/;
const MIN_WORDS = 4;

export function isRealBullet(line: string): boolean {
  const text = line.trim();
  if (LABEL.test(text)) return false;
  const body = text.replace(/^[-•*●▪◦·–]\s*/, '');
  // The tail of a sentence cut by the import: it opens in lower case or with a joining word.
  if (/^\p{Ll}/u.test(body)) return false;
  if (/^(and|or|using|with|by|for|to|in|of|from|via|including)\b/i.test(body)) return false;
  // A heading: a few words, no full stop and no verb-like word ("Project 2", "Billing System").
  const words = body.split(/\s+/).filter(Boolean);
  if (words.length < MIN_WORDS) return false;
  return true;
}

/** A list numbered by its writer ("1. …", "a) …"): its order is the writer's. */
export function numberedList(lines: readonly string[]): boolean {
  return lines.filter((l) => NUMBERED.test(l)).length >= 2;
}
