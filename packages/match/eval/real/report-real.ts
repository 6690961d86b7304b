// The real-world development set's figures, engine next to the TF-IDF baseline on the same pairs.
import { match, parseJob } from '../../src/index.ts';
import { type RealSet } from './load-corpus.ts';
import { type KeywordFigures, type ScoredPair, keywordFigures, pairwise } from './measures.ts';
import { TfIdfBaseline, resumeText } from './tfidf.ts';

export const REAL_NOW = '2026-11-01';

export interface RealRow {
  metric: string;
  engine: string;
  baseline: string;
  target: string;
  pass: boolean;
}

export interface RealReport {
  rows: RealRow[];
  pairs: ScoredPair[];
  keywords: KeywordFigures[];
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const bandOf = (summary: string) => /^(\w+ match)/.exec(summary)?.[1] ?? '';

export function realReport(set: RealSet): RealReport {
  const postings = new Map(set.postings.map((p) => [p.id, p]));
  const baseline = new TfIdfBaseline([
    ...set.postings.map((p) => p.text),
    ...[...set.resumes.values()].map(resumeText),
  ]);
  const pairs: ScoredPair[] = set.pairs.map((pair) => {
    const posting = postings.get(pair.posting)!;
    const resume = set.resumes.get(pair.resume)!;
    const result = match(
      resume,
      { jobDescription: posting.text, jobTitle: posting.title },
      { now: REAL_NOW },
    );
    return {
      ...pair,
      score: result.score,
      baseline: Math.round(1000 * baseline.cosine(resumeText(resume), posting.text)) / 10,
      summary: result.summary,
    };
  });
  const keywords = set.postings.map((posting) => {
    const parsed = parseJob({ jobDescription: posting.text, jobTitle: posting.title });
    return keywordFigures(
      posting,
      parsed.requirements.map((r) => ({
        term: r.term,
        importance: r.importance,
        surface: r.surface,
      })),
    );
  });
  const sum = (f: (k: KeywordFigures) => number) => keywords.reduce((s, k) => s + f(k), 0);
  const ranking = pairwise(pairs, (p) => p.score);
  const rankingBase = pairwise(pairs, (p) => p.baseline);
  const strong = pairwise(pairs, (p) => p.score, [2, 1]);
  const strongBase = pairwise(pairs, (p) => p.baseline, [2, 1]);
  const recall = sum((k) => k.recalled) / sum((k) => k.mustHaves);
  const precision =
    sum((k) => k.requiredRight) /
    Math.max(
      1,
      sum((k) => k.required),
    );
  const boilerplate = sum((k) => k.boilerplate.length);
  const employer = sum((k) => k.employer.length);
  const strongPairs = pairs.filter((p) => p.label === 2);
  const weakStrong = strongPairs.filter((p) => bandOf(p.summary) === 'Weak match').length;
  const rows: RealRow[] = [
    {
      metric: 'pairwise ranking',
      engine: pct(ranking),
      baseline: pct(rankingBase),
      target: '≥ 85%, ≥ TF-IDF + 10',
      pass: ranking >= 0.85 && ranking >= rankingBase + 0.1,
    },
    {
      metric: 'strong over partial, same posting',
      engine: pct(strong),
      baseline: pct(strongBase),
      target: '≥ 75%',
      pass: strong >= 0.75,
    },
    {
      metric: 'must-have recall',
      engine: `${pct(recall)} (${sum((k) => k.recalled)}/${sum((k) => k.mustHaves)})`,
      baseline: '–',
      target: '≥ 85%',
      pass: recall >= 0.85,
    },
    {
      metric: 'required-keyword precision',
      engine: `${pct(precision)} (${sum((k) => k.requiredRight)}/${sum((k) => k.required)})`,
      baseline: '–',
      target: '≥ 80%',
      pass: precision >= 0.8,
    },
    {
      metric: 'keywords from boilerplate',
      engine: String(boilerplate),
      baseline: '–',
      target: '0',
      pass: boilerplate === 0,
    },
    {
      metric: 'hiring company as a skill',
      engine: String(employer),
      baseline: '–',
      target: '0',
      pass: employer === 0,
    },
    {
      metric: 'strong pairs banded "Weak match"',
      engine: `${weakStrong} of ${strongPairs.length}`,
      baseline: '–',
      target: '0',
      pass: weakStrong === 0,
    },
  ];
  return { rows, pairs, keywords };
}
