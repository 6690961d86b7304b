import type { JobRequirement } from '../types.ts';
import { normalizePhrase } from '../text/tokenize.ts';
import type { RequirementResult } from '../score/analyze.ts';
import { relevancePoints } from '../score/components.ts';

/** How to write a requirement in the resume: the posting's spelling when it is a name, else the canonical one. */
export function postingWording(req: JobRequirement): string {
  if (req.source === 'phrase') return req.surface;
  if (normalizePhrase(req.surface) === normalizePhrase(req.term)) return req.term;
  // "K8s", "EMR": a literal search looks for the posting's short form, a reader for the full name.
  if (
    /^[A-Za-z0-9&/.+#-]+$/.test(req.surface) &&
    /[A-Z0-9].*[A-Z0-9]/.test(req.surface) &&
    req.surface.length < req.term.length
  ) {
    return `${req.term} (${req.surface})`;
  }
  return req.term;
}

/**
 * The posting's own short form of a term when it has one ("EHR" of "Electronic Health Records
 * (EHR)"), else the term.
 */
export function shortForm(wording: string): string {
  return /\(([^()]+)\)$/.exec(wording)?.[1] ?? wording;
}

/** Relevance points of a requirement when ordering bullets and skills: the score's own. */
export function weightOf(r: RequirementResult): number {
  return relevancePoints(r);
}

export const SHOWABLE = new Set(['skill', 'tool']);
