import type { RequirementResult } from '../score/analyze.ts';
import type { MissingRequirement } from '../types.ts';

function promptFor(r: RequirementResult): string {
  const { category, sentence } = r.req;
  // "Django or Flask": either one answers the posting.
  const term = r.req.alternatives?.length
    ? `${r.req.term} (or ${r.req.alternatives.join(' or ')})`
    : r.req.term;
  const asked = ` The posting says: "${sentence.length > 160 ? `${sentence.slice(0, 159).trimEnd()}…` : sentence}"`;
  switch (category) {
    case 'certification':
      return `Only add ${term} if you hold it: list it under certificates with the issuer and date.${asked}`;
    case 'degree':
      return `Only add a ${term} if you have earned it: add it under education.${asked}`;
    case 'experience':
      return `Only claim ${term} if your work history has them: check the dates of relevant jobs, including ones you left out.${asked}`;
    case 'language':
      return `Only add ${term} if you speak it: add it under languages with your level.${asked}`;
    case 'soft-skill':
      return `Only claim ${term.toLowerCase()} if you can show it: describe, in a bullet, a time you used it and what came of it.${asked}`;
    default:
      return `Only add ${term} if you have used it: name the job or project where you did and what it achieved.${asked}`;
  }
}

/** Requirements the resume does not show, as prompts for the writer: never written in for them. */
export function missingRequirements(results: RequirementResult[]): MissingRequirement[] {
  return results
    .filter((r) => !r.found && !r.satisfiedBy)
    .map((r) => ({
      term: r.req.term,
      importance: r.req.importance,
      category: r.req.category,
      prompt: promptFor(r),
    }));
}
