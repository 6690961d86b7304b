import type { TermHit } from '../dictionary/find-terms.ts';

const OR_LINK = /^\s*,?\s*(or|and\/or|\/)\s*$/i;
const COMMA_LINK = /^\s*,\s*$/;
// "Salesforce or another CRM", "PostgreSQL or a similar relational database": the kind of thing
// the first one is, accepted instead of it.
const CLASS_LINK =
  /^\s*,?\s*or\s+(?:another|any other|other|some other|an?\s+similar|similar|an?\s+equivalent|equivalent|an?\s+comparable|comparable)\s+(?:[\w-]+\s+){0,2}$/i;

export interface AlternativeGroup {
  /** The names of the group, in the posting's order. */
  names: string[];
  /**
   * The member that stands for the requirement, the first one named ("Tableau" of "Tableau or
   * Power BI", "Salesforce" of "Salesforce or another CRM"); the others are accepted instead.
   */
  primary: string;
}

/**
 * Terms the sentence offers as alternatives ("Go or Java", "SolidWorks, Creo, or CATIA",
 * "Salesforce or another CRM"), keyed by their offset in the line.
 */
export function alternativeGroups(
  sentence: string,
  offset: number,
  hits: TermHit[],
): Map<number, AlternativeGroup> {
  const out = new Map<number, AlternativeGroup>();
  let run: TermHit[] = [];
  let hasOr = false;
  const flush = (byKind = false) => {
    const names = [...new Set(run.map((h) => h.entry.name))];
    if ((hasOr || byKind) && names.length > 1) {
      const group = { names, primary: run[0]!.entry.name };
      for (const h of run) out.set(offset + h.start, group);
    }
    run = [];
    hasOr = false;
  };
  hits.forEach((hit, i) => {
    const previous = hits[i - 1];
    if (previous) {
      const between = sentence.slice(previous.end, hit.start);
      const sameKind = previous.entry.category === hit.entry.category;
      if (CLASS_LINK.test(between) && !hasOr) {
        run.push(hit);
        flush(true);
        return;
      }
      if (sameKind && OR_LINK.test(between)) hasOr = true;
      // "Go or Java, REST APIs": a comma after the "or" starts a new list.
      else if (!(sameKind && COMMA_LINK.test(between)) || hasOr) flush();
    }
    run.push(hit);
  });
  flush();
  return out;
}
