// The real-world development set (`../shared/corpus/ai-dev` from the project root, or
// RESUMIO_AI_DEV_DIR), read at run time: its texts stay outside the repository.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resume } from '@resumio/resume-model';

export interface Requirement {
  term: string;
  synonyms: string[];
  case_sensitive?: boolean;
}

export interface RealPosting {
  id: string;
  title: string;
  language: string;
  text: string;
  mustHave: Requirement[];
  niceToHave: Requirement[];
  boilerplate: string[];
  /** The hiring company as the set's README names it, when it does. */
  employer?: string;
}

export interface RealPair {
  posting: string;
  resume: string;
  label: 0 | 1 | 2;
  /** The annotators' judgements: must-haves the resume shows, and those it shows in other words. */
  shown: number;
  inferable: number;
}

export interface RealSet {
  dir: string;
  postings: RealPosting[];
  resumes: Map<string, Resume>;
  pairs: RealPair[];
}

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export function corpusDir(): string {
  return process.env['RESUMIO_AI_DEV_DIR'] ?? path.resolve(ROOT, '../shared/corpus/ai-dev');
}

interface Annotations {
  jds: Record<
    string,
    {
      file: string;
      title: string;
      language: string;
      must_have: Requirement[];
      nice_to_have: Requirement[];
      boilerplate: string[];
    }
  >;
  pairs: {
    jd: string;
    resume: string;
    label: 0 | 1 | 2;
    present_in_resume: unknown[];
    inferable: unknown[];
  }[];
}

/** Employers from the README's posting table: the last bracket of the title cell. */
function employers(readme: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (!/^d\d\d$/.test(cells[1] ?? '')) continue;
    const inBrackets = [...(cells[4] ?? '').matchAll(/\(([^()]+)\)/g)].pop()?.[1];
    if (!inBrackets) continue;
    const name = inBrackets
      .replace(/^via\s+/i, '')
      .split(',')[0]!
      .trim();
    out.set(cells[1]!, name);
  }
  return out;
}

/** The set, or undefined when the folder is not there (a clone without the shared corpus). */
export function loadRealSet(dir = corpusDir()): RealSet | undefined {
  const file = path.join(dir, 'annotations.json');
  if (!existsSync(file)) return undefined;
  const annotations = JSON.parse(readFileSync(file, 'utf8')) as Annotations;
  const readmePath = path.join(dir, 'README.md');
  const names = existsSync(readmePath)
    ? employers(readFileSync(readmePath, 'utf8'))
    : new Map<string, string>();
  const postings = Object.entries(annotations.jds).map(([id, jd]) => {
    const employer = names.get(id);
    return {
      id,
      title: jd.title,
      language: jd.language,
      text: readFileSync(path.join(dir, jd.file), 'utf8'),
      mustHave: jd.must_have,
      niceToHave: jd.nice_to_have,
      boilerplate: jd.boilerplate,
      ...(employer ? { employer } : {}),
    };
  });
  const resumes = new Map<string, Resume>();
  for (const pair of annotations.pairs) {
    if (resumes.has(pair.resume)) continue;
    const raw = JSON.parse(
      readFileSync(path.join(dir, 'resumes', `${pair.resume}.json`), 'utf8'),
    ) as Record<string, unknown>;
    // The set's provenance block is not part of the resume.
    delete raw['meta'];
    resumes.set(pair.resume, raw as Resume);
  }
  const pairs = annotations.pairs.map((p) => ({
    posting: p.jd,
    resume: p.resume,
    label: p.label,
    shown: p.present_in_resume.length,
    inferable: p.inferable.length,
  }));
  return { dir, postings, resumes, pairs };
}
