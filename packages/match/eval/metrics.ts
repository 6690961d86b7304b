import type { Resume } from '@resumio/resume-model';
import {
  checkTruthfulness,
  cosineScore,
  lookupTerm,
  match,
  parseJob,
  tailor,
} from '../src/index.ts';
import {
  applyContext,
  documentDomains,
  findGappedHits,
  findTermHits,
} from '../src/dictionary/find-terms.ts';
import { getDictionary } from '../src/dictionary/index.ts';
import { overallScore } from '../src/score/components.ts';
import { resumeStrings } from '../src/guard/resume-facts.ts';
import { normalizePhrase, tokenize } from '../src/text/tokenize.ts';
import { type Fit, type Split, loadResume } from './data/index.ts';

const NOW = '2026-11-01';
const FIT_RANK: Record<Fit, number> = { strong: 2, partial: 1, poor: 0 };

/** A requirement's identity for comparing the parser with the annotation. */
export function termKey(term: string): string {
  const years = /^(\d+)\+? years/.exec(term);
  if (years) return `experience:${years[1]}`;
  const known = lookupTerm(term);
  return normalizePhrase(known?.name ?? term);
}

export interface ParserScore {
  truePositives: number;
  predicted: number;
  annotated: number;
  misses: string[];
  extras: string[];
}

export function parserScore(split: Split): ParserScore {
  const out: ParserScore = { truePositives: 0, predicted: 0, annotated: 0, misses: [], extras: [] };
  for (const posting of split.postings) {
    const parsed = parseJob({
      jobDescription: posting.text,
      jobTitle: posting.title,
      company: posting.company,
    });
    const predicted = new Set(
      parsed.requirements.filter((r) => r.importance === 'required').map((r) => termKey(r.term)),
    );
    const annotated = new Set(posting.required.map(termKey));
    for (const key of predicted) {
      if (annotated.has(key)) out.truePositives++;
      else out.extras.push(`${posting.id}: ${key}`);
    }
    for (const key of annotated) if (!predicted.has(key)) out.misses.push(`${posting.id}: ${key}`);
    out.predicted += predicted.size;
    out.annotated += annotated.size;
  }
  return out;
}

export interface PairResult {
  posting: string;
  resume: string;
  fit: Fit;
  score: number;
  baseline: number;
  scoreAfter: number;
  /**
   * The score after tailoring had presentation reached 100: the most that presenting what the
   * resume shows can add, since tailoring adds no skill, year, title or credential.
   */
  presentationCeiling: number;
  fabricated: string[];
}

/** Every dictionary term the document names anywhere, with the broader terms each one shows. */
function resumeIds(resume: Resume, generous: boolean): Set<string> {
  const text = resumeStrings(resume).join('\n');
  const tokens = tokenize(text);
  const exact = findTermHits(text, tokens);
  // Support is read generously (a gapped phrase counts), the tailored document strictly.
  const hits = generous ? [...exact, ...findGappedHits(text, tokens, exact)] : exact;
  const ids = new Set<string>();
  const { implied } = getDictionary();
  for (const hit of applyContext(hits, documentDomains(hits))) {
    ids.add(hit.entry.id);
    for (const parent of implied.get(hit.entry.id) ?? []) ids.add(parent);
  }
  return ids;
}

/**
 * Terms tailoring put into the resume without support: requirements missing before and shown
 * after, plus anything the guard finds in a changed text of the tailored document.
 */
function fabrications(
  original: Resume,
  tailored: ReturnType<typeof tailor>,
  before: ReturnType<typeof match>,
  after: ReturnType<typeof match>,
): string[] {
  const out: string[] = [];
  for (const k of after.keywords) {
    const was = before.keywords.find((b) => b.term === k.term);
    if (k.found && was && !was.found) out.push(`newly shown: ${k.term}`);
  }
  for (const change of tailored.changes) {
    const text = Array.isArray(change.after) ? change.after.join('\n') : change.after;
    for (const fact of checkTruthfulness(original, text, { now: NOW }))
      out.push(`${change.id}: ${fact.text}`);
  }
  // An independent read of the whole document: no term the original does not name, by itself,
  // a synonym or a narrower term.
  const originalIds = resumeIds(original, true);
  for (const id of resumeIds(tailored.document, false)) {
    if (!originalIds.has(id)) out.push(`new term: ${id}`);
  }
  return out;
}

export function scorePairs(split: Split): PairResult[] {
  const out: PairResult[] = [];
  for (const pair of split.pairs) {
    const posting = split.postings.find((p) => p.id === pair.posting)!;
    const resume = loadResume(pair.resume);
    if (!resume) continue;
    const job = { jobDescription: posting.text, jobTitle: posting.title, company: posting.company };
    const result = match(resume, job, { now: NOW });
    const tailored = tailor(resume, job, { now: NOW });
    const after = match(tailored.document, job, { now: NOW });
    const flawless = after.components.map((c) =>
      c.name === 'Presentation' && c.weight > 0 ? { ...c, score: 100 } : c,
    );
    out.push({
      posting: pair.posting,
      resume: pair.resume,
      fit: pair.fit,
      score: result.score,
      baseline: cosineScore(resume, posting.text),
      scoreAfter: tailored.scoreAfter,
      presentationCeiling: overallScore(flawless),
      fabricated: fabrications(resume, tailored, result, after),
    });
  }
  return out;
}

/** Share of same-posting pairs with different fit labels that a scorer orders correctly. */
export function rankingAccuracy(results: PairResult[], score: (r: PairResult) => number): number {
  let correct = 0;
  let total = 0;
  for (const a of results) {
    for (const b of results) {
      if (a.posting !== b.posting || FIT_RANK[a.fit] <= FIT_RANK[b.fit]) continue;
      total++;
      if (score(a) > score(b)) correct++;
    }
  }
  return total === 0 ? 1 : correct / total;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export { NOW };
