import type { Analysis } from '../score/analyze.ts';
import type { Importance, RequirementCategory } from '../types.ts';
import { proves } from '../tailor/proof.ts';
import { termDisplay } from './term-display.ts';

/** A requirement of the posting that the resume shows, named the way the resume writes it. */
export interface ShownTerm {
  term: string;
  /** How the letter writes it mid-sentence. */
  display: string;
  category: RequirementCategory;
  importance: Importance;
  /** The resume's line that shows it. */
  evidence: string;
  path: string;
}

// Certifications and languages read badly in a list of experience; they have sentences of their own.
const LISTED = new Set(['skill', 'tool']);

/** Shown requirements, required ones first, each once, the posting's order otherwise. */
export function shownTerms(analysis: Analysis): ShownTerm[] {
  const out: ShownTerm[] = [];
  const seen = new Set<string>();
  const results = analysis.results
    .filter((r) => r.found && !r.satisfiedBy && LISTED.has(r.req.category) && r.evidence.length > 0)
    // Named only where the resume uses it as a skill: not "Closing" from "revenues closed".
    .filter((r) => r.evidence.some((e) => proves(r, e, r.req.term)))
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) =>
        Number(b.r.req.importance === 'required') - Number(a.r.req.importance === 'required') ||
        a.i - b.i,
    );
  for (const { r } of results) {
    const best =
      r.evidence.find((e) => e.direct && e.exact) ??
      r.evidence.find((e) => e.direct) ??
      r.evidence[0]!;
    const display = termDisplay(
      r.req.key,
      r.req.term,
      r.evidence.flatMap((e) => e.surfaces),
    );
    const key = display.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      term: r.req.term,
      display,
      category: r.req.category,
      importance: r.req.importance,
      evidence: best.unit.unit.text,
      path: best.unit.unit.path,
    });
  }
  return out;
}
