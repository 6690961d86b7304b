import { applyContext, documentDomains, findTermHits } from '../dictionary/find-terms.ts';
import { tokenize } from '../text/tokenize.ts';

// Words of a title that say its level, contract or the gender notice (m/w/d, H/F), in four
// languages: they name no line of work.
const SENIORITY = new Set(
  `senior sr junior jr lead principal staff chief head associate assistant entry level i ii iii iv
  1 2 3 4 mid intern trainee the a an of and for in at to with remote hybrid full time part
  contract temporary per diem night day shift middle medior mid-level m w d h f mwd hf
  stagiaire alternance alternant cdi cdd apprenti werkstudent praktikant praktikum junior-
  confirmé confirme débutant debutant`.split(/\s+/),
);

/** A title as concepts: dictionary terms it names, plus its other words. */
export function titleConcepts(title: string): Set<string> {
  const tokens = tokenize(title);
  const hits = findTermHits(title, tokens);
  const kept = applyContext(hits, documentDomains(hits));
  const concepts = new Set<string>();
  // Both the terms ("RN" is "Registered Nurse") and the words ("Mechanical Engineer II" shares
  // "engineer" with "Mechanical Design Engineer").
  for (const hit of kept) concepts.add(`#${hit.entry.id}`);
  for (const t of tokens) if (!SENIORITY.has(t.norm)) concepts.add(t.norm);
  return concepts;
}

/** Share of the posting title's concepts that a resume title also has (0–1). */
export function titleOverlap(jobConcepts: Set<string>, resumeTitle: string): number {
  if (jobConcepts.size === 0) return 0;
  const other = titleConcepts(resumeTitle);
  let shared = 0;
  for (const c of jobConcepts) if (other.has(c)) shared++;
  return shared / jobConcepts.size;
}
