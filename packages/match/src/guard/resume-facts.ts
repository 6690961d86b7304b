import type { Resume } from '@resumio/resume-model';
import {
  applyContext,
  documentDomains,
  findGappedHits,
  findTermHits,
} from '../dictionary/find-terms.ts';
import type { Domain } from '../dictionary/index.ts';
import { getDictionary } from '../dictionary/index.ts';
import { tokenize } from '../text/tokenize.ts';
import { degreeLevels } from '../parse/degrees.ts';
import { type ResumeTerms, readResumeTerms } from '../score/resume-terms.ts';

/** What a resume states, in forms a proposed text can be checked against. */
export interface ResumeFacts {
  text: string;
  /** Normalised tokens of every text, with spaces around, for phrase containment. */
  normText: string;
  tokens: Set<string>;
  ids: Set<string>;
  domains: Set<Domain>;
  /** Numbers with their unit: `20%`, `$1.2m`, `12`. */
  numbers: Set<string>;
  years: Set<string>;
  totalYears: number;
  /** A job without an end date, and no reference date given: its length is unknown. */
  openEnded: boolean;
  degreeLevel: number;
  /** Degree levels the resume's text names anywhere. */
  mentionedDegreeLevels: Set<number>;
}

const SKIPPED_KEYS = new Set(['resumio', 'url', 'image', 'email', 'phone', 'profiles', '$schema']);

export function resumeStrings(resume: Resume): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (key && SKIPPED_KEYS.has(key)) return;
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach((v) => walk(v));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(resume);
  return out;
}

const NUMBER_RE =
  /(\$\s?)?(\d[\d,]*(?:\.\d+)?)\s?(%|percent\b|k\b|m\b|mm\b|million\b|billion\b|bn\b)?/gi;

export interface NumberMention {
  value: string;
  unit: '' | '%' | '$';
  scale: string;
  index: number;
  length: number;
}

export function numberMentions(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  for (const m of text.matchAll(NUMBER_RE)) {
    const value = String(Number(m[2]!.replace(/,/g, '')));
    if (value === 'NaN') continue;
    const suffix = (m[3] ?? '').toLowerCase();
    const unit = suffix === '%' || suffix === 'percent' ? '%' : m[1] ? '$' : '';
    const scale =
      suffix === 'k'
        ? 'k'
        : ['m', 'mm', 'million'].includes(suffix)
          ? 'm'
          : ['billion', 'bn'].includes(suffix)
            ? 'b'
            : '';
    out.push({ value, unit, scale, index: m.index, length: m[0].length });
  }
  return out;
}

export const numberKey = (n: NumberMention) => `${n.unit}${n.value}${n.scale}`;

/** Read once per check; a caller checking many texts against one resume reads it once. */
export function resumeFacts(resume: Resume, now?: string, read?: ResumeTerms): ResumeFacts {
  const text = resumeStrings(resume).join('\n');
  const tokens = tokenize(text);
  const exactHits = findTermHits(text, tokens);
  // Support is read generously (a gapped phrase counts); the proposed text is read strictly.
  const hits = [...exactHits, ...findGappedHits(text, tokens, exactHits)];
  const domains = documentDomains(hits);
  const { implied } = getDictionary();
  const ids = new Set<string>();
  for (const hit of applyContext(hits, domains)) {
    ids.add(hit.entry.id);
    for (const parent of implied.get(hit.entry.id) ?? []) ids.add(parent);
  }
  const numbers = new Set<string>();
  // Dates are dates, not figures: "2020-12" does not make "12" a number the resume states.
  for (const n of numberMentions(text.replace(/\b(\d{4})-\d{2}(?:-\d{2})?\b/g, '$1'))) {
    numbers.add(numberKey(n));
    numbers.add(n.value);
  }
  const years = new Set(text.match(/\b(19|20)\d{2}\b/g) ?? []);
  const terms = read ?? readResumeTerms(resume, now);
  const facts: ResumeFacts = {
    text,
    normText: ` ${tokens.map((t) => t.norm).join(' ')} `,
    tokens: new Set(tokens.map((t) => t.norm)),
    ids,
    domains,
    numbers,
    years,
    totalYears: terms.totalYears,
    openEnded: now === undefined && (resume.work ?? []).some((w) => w.startDate && !w.endDate),
    degreeLevel: terms.degreeLevel,
    mentionedDegreeLevels: new Set(resumeStrings(resume).flatMap(degreeLevels)),
  };
  return facts;
}
