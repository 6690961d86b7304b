import type { Resume } from '@resumio/resume-model';
import {
  type TermHit,
  applyContext,
  documentDomains,
  findGappedHits,
  findTermHits,
} from '../dictionary/find-terms.ts';
import { getDictionary } from '../dictionary/index.ts';
import { degreeLevels } from '../parse/degrees.ts';
import { inSkillContext } from '../dictionary/skill-context.ts';
import { type Token, tokenize } from '../text/tokenize.ts';
import { type ResumeView, type Unit, viewResume } from '../resume/units.ts';
import { unionMonths } from '../resume/dates.ts';

export interface UnitTerms {
  unit: Unit;
  tokens: Token[];
  /** Normalised tokens with spaces around, for phrase search. */
  normText: string;
  hits: TermHit[];
}

export interface ResumeTerms {
  view: ResumeView;
  units: UnitTerms[];
  /** Dictionary ids the resume shows, directly or through a narrower term. */
  ids: Set<string>;
  totalYears: number;
  /** Highest degree level in the education section, -1 for none. */
  degreeLevel: number;
}

/** The resume's units with the dictionary terms each one names. */
export function readResumeTerms(resume: Resume, now?: string): ResumeTerms {
  const view = viewResume(resume, now);
  const names = [...new Set(view.jobs.map((j) => j.employer.trim()).filter((n) => n.length >= 3))];
  const raw = view.units.map((unit) => {
    const tokens = tokenize(unit.text);
    // "QuickShip Logistics" is an employer, not logistics experience.
    const masked = nameSpans(unit.text, names);
    const exact = findTermHits(unit.text, tokens);
    // A skills list is a skill context; elsewhere an everyday word needs one ("Surf Excel").
    const listed = unit.section === 'skills' || unit.kind === 'skill';
    const hits = [...exact, ...findGappedHits(unit.text, tokens, exact)].filter(
      (h) =>
        !masked.some(([s, e]) => h.start < e && h.end > s) && inSkillContext(unit.text, h, listed),
    );
    return { unit, tokens, normText: ` ${tokens.map((t) => t.norm).join(' ')} `, hits };
  });
  const domains = documentDomains(raw.flatMap((u) => u.hits));
  const units = raw.map((u) => ({ ...u, hits: applyContext(u.hits, domains) }));
  const { implied } = getDictionary();
  const ids = new Set<string>();
  for (const u of units) {
    for (const hit of u.hits) {
      ids.add(hit.entry.id);
      for (const parent of implied.get(hit.entry.id) ?? []) ids.add(parent);
    }
  }
  let degreeLevel = -1;
  for (const u of units) {
    if (u.unit.kind !== 'education') continue;
    for (const level of degreeLevels(u.unit.text)) degreeLevel = Math.max(degreeLevel, level);
    for (const hit of u.hits)
      if (hit.entry.level) degreeLevel = Math.max(degreeLevel, hit.entry.level);
  }
  const intervals = view.jobs.flatMap((j) => (j.interval ? [j.interval] : []));
  return { view, units, ids, totalYears: unionMonths(intervals) / 12, degreeLevel };
}

function nameSpans(text: string, names: string[]): [number, number][] {
  const spans: [number, number][] = [];
  for (const name of names) {
    let at = text.indexOf(name);
    while (at >= 0) {
      spans.push([at, at + name.length]);
      at = text.indexOf(name, at + name.length);
    }
  }
  return spans;
}
