import type { Analysis, RequirementResult } from '../score/analyze.ts';
import type { Unit } from '../resume/units.ts';
import type { Importance } from '../types.ts';
import { type Clause, readClause } from './clause.ts';
import { evidenceClause } from './evidence-clause.ts';

/** A line of the resume that shows what the candidate did, with where it was done. */
export interface Achievement {
  path: string;
  text: string;
  clause: Clause;
  /** The employer, project or organisation it belongs to, when the resume names one. */
  place?: string;
  /** The title held there, for work. */
  position?: string;
  /** The posting's requirements this line shows, strongest first. */
  requirements: RequirementResult[];
  score: number;
}

const IMPORTANCE_WEIGHT: Record<Importance, number> = { required: 3, preferred: 1.5 };
// A figure is what makes an achievement worth citing; a soft skill alone makes a weak one.
const FIGURE_BONUS = 1;
const SOFT_SKILL_FACTOR = 0.3;
const ACHIEVEMENT_KINDS = new Set(['bullet', 'role']);

function placeOf(
  unit: Unit,
  analysis: Analysis,
  resume: Record<string, unknown>,
): string | undefined {
  if (unit.section === 'work' && unit.job !== undefined) {
    const employer = analysis.terms.view.jobs[unit.job]?.employer.trim();
    return employer || undefined;
  }
  const match = /^(projects|volunteer)\[(\d+)\]/.exec(unit.path);
  if (!match) return undefined;
  const entries = resume[match[1]!];
  const entry = Array.isArray(entries)
    ? (entries[Number(match[2])] as Record<string, unknown>)
    : undefined;
  const name = entry?.[match[1] === 'projects' ? 'name' : 'organization'];
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/**
 * The resume's lines of work, projects and volunteering, scored by the posting's requirements
 * they show (required ones most), with a bonus for a figure. Strongest first; ties keep the
 * resume's order.
 */
export function rankAchievements(analysis: Analysis, resume: object): Achievement[] {
  const byPath = new Map<string, Achievement>();
  const loose = resume as Record<string, unknown>;
  for (const unit of analysis.terms.view.units) {
    if (!ACHIEVEMENT_KINDS.has(unit.kind) || !unit.text.trim()) continue;
    // A project's name is not something done.
    if (!/^(work|projects|volunteer)\[/.test(unit.path) || unit.path.endsWith('.name')) continue;
    // Only a line with a clause fit to retell is evidence: not a label, heading or fragment.
    const piece = evidenceClause(unit.text);
    if (!piece) continue;
    const jobPosition =
      unit.job !== undefined ? analysis.terms.view.jobs[unit.job]?.position.trim() : undefined;
    byPath.set(unit.path, {
      path: unit.path,
      text: unit.text.trim(),
      clause: readClause(piece, unit.section === 'work'),
      place: placeOf(unit, analysis, loose),
      ...(jobPosition ? { position: jobPosition } : {}),
      requirements: [],
      // Recency and the kind of line break ties: a recent bullet before an old description.
      score: unit.weight * 0.5 + (/\d/.test(unit.text) ? FIGURE_BONUS : 0),
    });
  }
  for (const result of analysis.results) {
    if (!result.found) continue;
    const weight =
      IMPORTANCE_WEIGHT[result.req.importance] *
      (result.req.category === 'soft-skill' ? SOFT_SKILL_FACTOR : 1);
    for (const e of result.evidence) {
      const achievement = byPath.get(e.unit.unit.path);
      if (!achievement) continue;
      achievement.requirements.push(result);
      achievement.score += weight * e.strength;
    }
  }
  return [...byPath.values()]
    .map((a, i) => ({ a, i }))
    .sort((x, y) => y.a.score - x.a.score || x.i - y.i)
    .map(({ a }) => a);
}

/**
 * Picks up to `count` achievements, strongest first, from as many places as possible: two
 * employers read better than two lines of one.
 */
export function pickAchievements(ranked: Achievement[], count: number): Achievement[] {
  const picked: Achievement[] = [];
  const places = new Set<string>();
  const floor = (ranked[0]?.score ?? 0) * 0.5;
  for (const a of ranked) {
    if (picked.length >= count) break;
    const key = a.place ?? a.path;
    if (a.score < floor) continue;
    if (places.has(key)) continue;
    places.add(key);
    picked.push(a);
  }
  for (const a of ranked) {
    if (picked.length >= count) break;
    if (!picked.includes(a)) picked.push(a);
  }
  return picked;
}
