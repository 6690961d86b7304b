import type { Resume } from '@resumio/resume-model';
import type { Analysis } from '../score/analyze.ts';
import type { TailorChange } from '../types.ts';
import { weightOf } from './wording.ts';

/** Within each skills group, the keywords the posting asks for come first. */
export function reorderSkills(resume: Resume, analysis: Analysis): TailorChange[] {
  const points = new Map<string, number>();
  const terms = new Map<string, string[]>();
  for (const r of analysis.results) {
    if (!r.found) continue;
    for (const e of r.evidence) {
      const path = e.unit.unit.path;
      if (!/^skills\[\d+\]\.keywords\[\d+\]$/.test(path)) continue;
      points.set(path, Math.max(points.get(path) ?? 0, weightOf(r)));
      terms.set(path, [...(terms.get(path) ?? []), r.req.term]);
    }
  }
  const changes: TailorChange[] = [];
  (resume.skills ?? []).forEach((group, i) => {
    const keywords = Array.isArray(group.keywords) ? group.keywords : [];
    if (!keywords.every((k) => typeof k === 'string')) return;
    if (keywords.length < 2) return;
    const ranked = keywords
      .map((text, j) => ({ text, j, points: points.get(`skills[${i}].keywords[${j}]`) ?? 0 }))
      .sort((a, b) => b.points - a.points || a.j - b.j);
    if (ranked.every((r, k) => r.j === k)) return;
    const asked = [
      ...new Set(
        ranked
          .filter((r) => r.points > 0)
          .flatMap((r) => terms.get(`skills[${i}].keywords[${r.j}]`) ?? []),
      ),
    ];
    changes.push({
      id: `reorder-skills:skills[${i}].keywords`,
      kind: 'reorder-skills',
      path: `skills[${i}].keywords`,
      before: [...keywords],
      after: ranked.map((r) => r.text),
      reason: `Lists ${asked.slice(0, 3).join(', ')} first${group.name ? ` in "${group.name}"` : ''}, as the posting asks for them.`,
      keywords: asked,
    });
  });
  return changes;
}
