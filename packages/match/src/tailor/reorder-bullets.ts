import type { Resume } from '@resumio/resume-model';
import type { Analysis } from '../score/analyze.ts';
import type { TailorChange } from '../types.ts';
import { isRealBullet, numberedList } from './real-bullet.ts';
import { weightOf } from './wording.ts';

/** Within each job, bullets that show the posting's requirements move to the top. */
export function reorderBullets(resume: Resume, analysis: Analysis): TailorChange[] {
  const points = new Map<string, number>();
  const terms = new Map<string, Set<string>>();
  for (const r of analysis.results) {
    if (!r.found || r.req.category === 'experience' || r.req.category === 'degree') continue;
    for (const e of r.evidence) {
      const path = e.unit.unit.path;
      if (e.unit.unit.kind !== 'bullet') continue;
      points.set(path, (points.get(path) ?? 0) + weightOf(r));
      terms.set(path, (terms.get(path) ?? new Set()).add(r.req.term));
    }
  }
  const changes: TailorChange[] = [];
  (resume.work ?? []).forEach((work, i) => {
    const highlights = Array.isArray(work.highlights) ? work.highlights : [];
    if (!highlights.every((h) => typeof h === 'string')) return;
    if (highlights.length < 2 || numberedList(highlights)) return;
    // Only a run of real bullets reorders, within itself: headings, labels and fragments hold
    // their place and keep the bullets under them.
    const scored = highlights.map((text, j) => ({
      text,
      j,
      points: points.get(`work[${i}].highlights[${j}]`) ?? 0,
    }));
    const ranked: typeof scored = [];
    let run: typeof scored = [];
    const flush = () => {
      ranked.push(...run.sort((a, b) => b.points - a.points || a.j - b.j));
      run = [];
    };
    for (const item of scored) {
      if (isRealBullet(item.text)) run.push(item);
      else {
        flush();
        ranked.push(item);
      }
    }
    flush();
    if (ranked.every((r, k) => r.j === k)) return;
    const moved = ranked.slice(0, 3).filter((r, k) => r.points > 0 && r.j !== k);
    const keywords = [
      ...new Set(moved.flatMap((r) => [...(terms.get(`work[${i}].highlights[${r.j}]`) ?? [])])),
    ];
    if (keywords.length === 0) return;
    const where = [work.position, work.name ?? (work as { company?: string }).company]
      .filter(Boolean)
      .join(' at ');
    changes.push({
      id: `reorder-bullets:work[${i}].highlights`,
      kind: 'reorder-bullets',
      path: `work[${i}].highlights`,
      before: [...highlights],
      after: ranked.map((r) => r.text),
      reason: `Puts the bullets that show ${keywords.slice(0, 3).join(', ')} first${where ? ` under ${where}` : ''}: readers skim the top of each job.`,
      keywords,
    });
  });
  return changes;
}
