// The figures on the real set: ranking against the labels, and the required keywords against
// the annotated must-haves, boilerplate and employer.
import type { MatchKeyword } from '../../src/index.ts';
import { degreeLevels } from '../../src/parse/degrees.ts';
import type { RealPosting, Requirement } from './load-corpus.ts';

export interface ScoredPair {
  posting: string;
  resume: string;
  label: 0 | 1 | 2;
  score: number;
  baseline: number;
  summary: string;
}

/** Lower case, accents dropped, plurals folded: how a keyword and an annotation are compared. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .match(/[\p{L}\p{N}]+/gu)
      ?.map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w)) ??
    []
  );
}

const contains = (hay: string[], needle: string[]): boolean => {
  if (needle.length === 0 || needle.length > hay.length) return false;
  for (let i = 0; i + needle.length <= hay.length; i++)
    if (needle.every((w, k) => hay[i + k] === w)) return true;
  return false;
};

/** The years a text asks for ("2+ years", "1-3 years", "3 ans", "2 Jahre"), if any. */
function yearsIn(text: string): number | undefined {
  const m = /(\d+)\s*(?:\+|-\s*\d+|à\s*\d+)?\s*(?:years?|yrs?|ans?|jahre?n?|años?)\b/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

/**
 * A keyword names or contains the requirement, or one of its synonyms. A degree or a number of
 * years is the same requirement in other words when the level or the number is the same
 * ("Bachelor's degree" for "BSc in Computer Science", "2+ years of experience" for "2+ years
 * professional Java experience").
 */
export function keywordMeets(keyword: string, req: Requirement): boolean {
  const k = words(keyword);
  const variants = [req.term, req.term.replace(/\([^)]*\)/g, ' '), ...req.synonyms];
  if (variants.some((v) => contains(k, words(v)))) return true;
  const levels = degreeLevels(keyword);
  if (levels.length > 0 && variants.some((v) => degreeLevels(v).some((l) => levels.includes(l))))
    return true;
  const years = yearsIn(keyword);
  return years !== undefined && variants.some((v) => yearsIn(v) === years);
}

/** Same-posting pairs with different labels ordered right (ties count half). */
export function pairwise(
  pairs: ScoredPair[],
  score: (p: ScoredPair) => number,
  only?: [number, number],
): number {
  let got = 0;
  let total = 0;
  for (const a of pairs)
    for (const b of pairs) {
      if (a.posting !== b.posting || a.label <= b.label) continue;
      if (only && (a.label !== only[0] || b.label !== only[1])) continue;
      total++;
      const d = score(a) - score(b);
      got += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
  return total === 0 ? 1 : got / total;
}

export interface KeywordFigures {
  mustHaves: number;
  recalled: number;
  required: number;
  requiredRight: number;
  boilerplate: string[];
  employer: string[];
  misses: string[];
  extras: string[];
}

/** Every mention of a word in the posting sits inside an annotated boilerplate quote. */
function onlyInBoilerplate(term: string, posting: RealPosting): boolean {
  const needle = words(term);
  if (needle.length === 0) return false;
  const inQuote = posting.boilerplate.some((q) => contains(words(q), needle));
  if (!inQuote) return false;
  let rest = posting.text;
  for (const q of posting.boilerplate) rest = rest.split(q).join(' \u0000 ');
  return !contains(words(rest), needle);
}

function namesEmployer(term: string, employer: string | undefined): boolean {
  if (!employer) return false;
  const e = words(employer).filter((w) => w.length > 1);
  const t = words(term);
  return t.length > 0 && (contains(t, e) || t.every((w) => e.includes(w)));
}

/** A keyword with the posting's own words for it. */
export type Keyword = Pick<MatchKeyword, 'term' | 'importance'> & { surface?: string };

export function keywordFigures(posting: RealPosting, keywords: Keyword[]): KeywordFigures {
  const required = keywords.filter((k) => k.importance === 'required');
  const out: KeywordFigures = {
    mustHaves: posting.mustHave.length,
    recalled: 0,
    required: required.length,
    requiredRight: 0,
    boilerplate: [],
    employer: [],
    misses: [],
    extras: [],
  };
  for (const m of posting.mustHave) {
    if (required.some((k) => keywordMeets(k.term, m))) out.recalled++;
    else out.misses.push(`${posting.id}: ${m.term}`);
  }
  for (const k of required) {
    if (posting.mustHave.some((m) => keywordMeets(k.term, m))) out.requiredRight++;
    else out.extras.push(`${posting.id}: ${k.term}`);
  }
  for (const k of keywords) {
    if (onlyInBoilerplate(k.surface ?? k.term, posting))
      out.boilerplate.push(`${posting.id}: ${k.term}`);
    if (namesEmployer(k.term, posting.employer)) out.employer.push(`${posting.id}: ${k.term}`);
  }
  return out;
}
