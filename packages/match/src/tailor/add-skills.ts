import type { Resume } from '@resumio/resume-model';
import type { Analysis, RequirementResult } from '../score/analyze.ts';
import type { TailorChange } from '../types.ts';
import { termId } from '../dictionary/entry.ts';
import { getDictionary } from '../dictionary/index.ts';
import { listedInWords } from '../score/components.ts';
import { proves } from './proof.ts';
import { SHOWABLE, postingWording } from './wording.ts';

/** The skills group a term belongs in: the one whose keywords share its field and kind most. */
function bestGroup(r: RequirementResult, analysis: Analysis): number | undefined {
  const id = r.req.key.startsWith('term:') ? r.req.key.slice('term:'.length) : undefined;
  const entry = id ? getDictionary().byId.get(id) : undefined;
  if (!entry) return undefined;
  const scores = new Map<number, number>();
  for (const unit of analysis.terms.units) {
    const m = /^skills\[(\d+)\]\.keywords\[\d+\]$/.exec(unit.unit.path);
    if (!m) continue;
    const group = Number(m[1]);
    for (const hit of unit.hits) {
      const points =
        (hit.entry.domain === entry.domain ? 1 : 0) +
        (hit.entry.category === entry.category ? 1 : 0);
      if (points === 2) scores.set(group, (scores.get(group) ?? 0) + 2);
      else if (hit.entry.domain === entry.domain && entry.domain !== 'general')
        scores.set(group, (scores.get(group) ?? 0) + 1);
    }
  }
  let best: number | undefined;
  for (const [group, score] of [...scores].sort((a, b) => a[0] - b[0])) {
    if (best === undefined || score > scores.get(best)!) best = group;
  }
  return best;
}

/**
 * A requirement the resume shows in a bullet or project but leaves out of its skills list, or
 * lists only in other words, gets added there in the posting's words: never one the resume
 * does not show.
 */
export function addSkills(
  resume: Resume,
  analysis: Analysis,
  mirrored: ReadonlySet<string> = new Set(),
): TailorChange[] {
  const groups = Array.isArray(resume.skills) ? resume.skills.length : 0;
  const changes: TailorChange[] = [];
  const added = new Set<string>();
  for (const r of analysis.results) {
    if (!r.found || !SHOWABLE.has(r.req.category) || listedInWords(r)) continue;
    // Listed in other words ("Workday" for HRIS) that the posting's wording is written next to.
    if (r.inSkills && mirrored.has(r.req.term)) continue;
    // Shown outside the skills list, by the term itself or a narrower one (Salesforce shows CRM),
    // used there as a skill: "Surf Excel" the brand and "Unix" for Linux prove nothing.
    const wording = postingWording(r.req);
    const direct = r.evidence.filter(
      (e) =>
        e.unit.unit.section !== 'skills' &&
        e.unit.unit.section !== 'summary' &&
        e.unit.unit.section !== 'label' &&
        // A field of study names a degree, not a skill the work shows.
        e.unit.unit.section !== 'education' &&
        proves(r, e, wording),
    );
    if (direct.length === 0) continue;
    if (added.has(wording.toLowerCase())) continue;
    added.add(wording.toLowerCase());
    const group = bestGroup(r, analysis) ?? groups;
    const proof = direct[0]!.unit.unit;
    const groupName = group < groups ? resume.skills?.[group]?.name : undefined;
    changes.push({
      id: `add-skill:skills[${group}].keywords:${termId(wording)}`,
      kind: 'add-skill',
      path: `skills[${group}].keywords`,
      before: null,
      after: wording,
      reason: `Your ${SECTION_WORDS[proof.section] ?? `${proof.section} shows`} ${wording} ("${truncate(proof.text)}") but your skills list does not name it; adds it ${groupName ? `at the front of "${groupName}"` : 'to a new "Key skills" group'}.`,
      keywords: [r.req.term],
    });
  }
  return changes;
}

const SECTION_WORDS: Record<string, string> = {
  work: 'work history shows',
  projects: 'projects show',
  certificates: 'certificates show',
  education: 'education shows',
  volunteer: 'volunteer work shows',
  awards: 'awards show',
  languages: 'languages show',
};

function truncate(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
