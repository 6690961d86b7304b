import { applyContext, documentDomains, findTermHits } from '../dictionary/find-terms.ts';
import { type Token, normalizeToken, tokenize } from '../text/tokenize.ts';

/** A part of a title after its role: "Medical-Surgical Unit" in "Registered Nurse – Medical-Surgical Unit". */
export interface TitleQualifier {
  text: string;
  /** How the title joins it to what comes before: " – ", ", ", " (" … */
  open: string;
  close: string;
  /** After a slash: another role ("Warehouse Associate / Forklift Operator"), not a qualifier. */
  alternative: boolean;
}

export interface TitleParts {
  role: string;
  qualifiers: TitleQualifier[];
}

// A dash between spaces, a comma, a bar or a slash between spaces, or a bracketed part; a hyphen
// inside a word ("Medical-Surgical", "Grades 6–8") joins.
const SEPARATOR = /\s*\(([^()]*)\)\s*|\s+([–—-])\s+|\s*([,|])\s*|\s+(\/)\s+/g;

/** "Registered Nurse – Medical-Surgical Unit (Nights)" → role and its qualifiers, as written. */
export function splitTitle(title: string): TitleParts {
  const text = title.trim();
  const qualifiers: TitleQualifier[] = [];
  let role: string | undefined;
  let pending: Omit<TitleQualifier, 'text'> | undefined;
  let from = 0;
  const flush = (end: number) => {
    const piece = text.slice(from, end).trim();
    if (role === undefined) role = piece;
    else if (pending && piece) qualifiers.push({ ...pending, text: piece });
  };
  for (const m of text.matchAll(SEPARATOR)) {
    flush(m.index);
    from = m.index + m[0].length;
    if (m[1] !== undefined) {
      role ??= '';
      const inner = m[1].trim();
      if (inner) qualifiers.push({ text: inner, open: ' (', close: ')', alternative: false });
      // Words right after a bracket, with no mark of their own, are a part of their own.
      pending = { open: ' ', close: '', alternative: false };
      continue;
    }
    const mark = m[2] ?? m[3] ?? m[4]!;
    pending = { open: mark === ',' ? ', ' : ` ${mark} `, close: '', alternative: mark === '/' };
  }
  flush(text.length);
  return { role: role ?? '', qualifiers };
}

// Rank words that raise a title: a headline may drop one the resume holds, never add one.
export const RAISING = new Set(
  'senior sr lead principal staff chief head ii iii iv v 2 3 4 5'.split(' ').map(normalizeToken),
);
const FILLER = new Set('the a an of and for in at to with & level'.split(' '));

/** A role as its meaning: dictionary terms it names (so "RN" is "Registered Nurse") and its other words. */
export interface RoleKey {
  ids: Set<string>;
  words: Set<string>;
  raising: Set<string>;
  tokens: Token[];
  /** Tokens a dictionary term covers, which are never rank words ("Certified Medical Assistant"). */
  covered: Set<number>;
}

export function roleKey(role: string): RoleKey {
  const tokens = tokenize(role);
  const hits = findTermHits(role, tokens);
  const kept = applyContext(hits, documentDomains(hits));
  const covered = new Set<number>();
  const ids = new Set<string>();
  for (const hit of kept) {
    ids.add(hit.entry.id);
    for (let k = hit.tokenStart; k < hit.tokenEnd; k++) covered.add(k);
  }
  const words = new Set<string>();
  const raising = new Set<string>();
  tokens.forEach((t, k) => {
    if (covered.has(k) || FILLER.has(t.norm)) return;
    if (RAISING.has(t.norm)) raising.add(t.norm);
    else words.add(t.norm);
  });
  return { ids, words, raising, tokens, covered };
}

const sameSet = (a: Set<string>, b: Set<string>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

/**
 * The same role, raising ranks aside: the same terms and the same other words. A lowering rank
 * is a word like any other, so "Assistant Store Manager" is not "Store Manager".
 */
export function sameRole(a: RoleKey, b: RoleKey): boolean {
  return (a.ids.size > 0 || a.words.size > 0) && sameSet(a.ids, b.ids) && sameSet(a.words, b.words);
}

/**
 * Whether `outer` names all of `inner` and more ("Warehouse Operations Supervisor" names
 * "Operations Supervisor"), raising ranks aside: a lowering one ("Assistant") of `inner` must be
 * in `outer` too.
 */
export function withinRole(inner: RoleKey, outer: RoleKey): boolean {
  const plain = (key: RoleKey) =>
    new Set(key.tokens.map((t) => t.norm).filter((n) => !FILLER.has(n) && !RAISING.has(n)));
  const a = plain(inner);
  const b = plain(outer);
  return a.size > 0 && [...a].every((x) => b.has(x));
}

/** The role's text without the raising rank words `drop` names ("Senior iOS Engineer" → "iOS Engineer"). */
export function withoutRanks(role: string, key: RoleKey, drop: Set<string>): string {
  let out = role;
  for (const [k, t] of [...key.tokens.entries()].reverse()) {
    if (key.covered.has(k) || !drop.has(t.norm)) continue;
    out = out.slice(0, t.start) + out.slice(t.end);
  }
  return out.replace(/\s{2,}/g, ' ').trim();
}
