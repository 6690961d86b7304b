import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '@resumio/resume-model';
import { describe, expect, it } from 'vitest';
import { match, tailor } from '../src/index.ts';
import { CORPUS_DIR, SPLITS, loadResume } from './data/index.ts';
import { scorePairs } from './metrics.ts';

describe('evaluation set', () => {
  const [dev, heldOut] = SPLITS;

  it('has at least 30 development pairs from 8 fields, and a held-out split', () => {
    expect(dev!.pairs.length).toBeGreaterThanOrEqual(30);
    expect(new Set(dev!.postings.map((p) => p.field)).size).toBeGreaterThanOrEqual(8);
    expect(heldOut!.pairs.length).toBeGreaterThanOrEqual(10);
    const devIds = new Set(dev!.postings.map((p) => p.id));
    for (const p of heldOut!.postings) expect(devIds.has(p.id)).toBe(false);
  });

  it('annotates every posting and resolves every pair', () => {
    for (const split of SPLITS) {
      for (const posting of split.postings)
        expect(posting.required.length).toBeGreaterThanOrEqual(5);
      for (const pair of split.pairs) {
        expect(split.postings.some((p) => p.id === pair.posting)).toBe(true);
        if (!pair.resume.startsWith('corpus:')) expect(loadResume(pair.resume)).toBeDefined();
      }
    }
  });

  // The whole evaluation, every pair scored, tailored and checked: seconds on a busy machine.
  it('tailors every pair without putting a single unsupported term in', { timeout: 60_000 }, () => {
    for (const split of SPLITS) for (const r of scorePairs(split)) expect(r.fabricated).toEqual([]);
  });
});

describe.runIf(existsSync(CORPUS_DIR))('real JSON Resume files', () => {
  // The body is collected even when skipped: read the folder only where it exists.
  const files = existsSync(CORPUS_DIR)
    ? readdirSync(CORPUS_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const posting = dev().postings[0]!;
  const job = { jobDescription: posting.text, jobTitle: posting.title };

  it.each(files)('%s scores, tailors and repeats byte for byte', (file) => {
    const resume = JSON.parse(readFileSync(path.join(CORPUS_DIR, file), 'utf8')) as Resume;
    const first = match(resume, job);
    expect(first.score).toBeGreaterThanOrEqual(0);
    expect(first.score).toBeLessThanOrEqual(100);
    expect(JSON.stringify(match(resume, job))).toBe(JSON.stringify(first));
    const tailored = tailor(resume, job);
    expect(tailored.scoreAfter).toBeGreaterThanOrEqual(tailored.scoreBefore);
  });
});

function dev() {
  return SPLITS[0]!;
}
