import type { MatchResult } from '@resumio/match';
import type { Resume } from '@resumio/resume';
import type { RewriteTarget } from '../../adapters/ai/ai-port.ts';
import { comparePaths, isSummaryPath, isTextPath, textAt } from './text-paths.ts';

/** Bullets offered to the model besides the summary: the few that matter most for the job. */
export const MAX_BULLET_TARGETS = 5;

interface Shown {
  required: string[];
  preferred: string[];
}

/** For each rewritable text, the posting's terms it shows, required ones first. */
export function termsByPath(result: MatchResult): Map<string, string[]> {
  const byPath = new Map<string, Shown>();
  for (const keyword of result.keywords) {
    if (!keyword.found) continue;
    for (const evidence of keyword.evidence) {
      if (!isTextPath(evidence.path)) continue;
      const shown = byPath.get(evidence.path) ?? { required: [], preferred: [] };
      const list = shown[keyword.importance];
      if (!list.includes(keyword.term)) list.push(keyword.term);
      byPath.set(evidence.path, shown);
    }
  }
  return new Map(
    [...byPath].map(([path, shown]) => [path, [...shown.required, ...shown.preferred]]),
  );
}

/**
 * What the model is asked to reword: the summary, when there is one (without one the engine's
 * own summary stands), and the bullets that evidence the most of the posting's requirements,
 * required ones counting first.
 */
export function rewriteTargets(resume: Resume, result: MatchResult): RewriteTarget[] {
  const terms = termsByPath(result);
  const requiredCount = new Map<string, number>();
  for (const keyword of result.keywords) {
    if (!keyword.found || keyword.importance !== 'required') continue;
    for (const path of new Set(keyword.evidence.map((e) => e.path))) {
      requiredCount.set(path, (requiredCount.get(path) ?? 0) + 1);
    }
  }
  const target = (path: string): RewriteTarget | undefined => {
    const text = textAt(resume, path);
    return text?.trim() ? { path, text, keywords: terms.get(path) ?? [] } : undefined;
  };
  const bullets = [...terms.keys()]
    .filter((path) => !isSummaryPath(path))
    .map(target)
    .filter((t): t is RewriteTarget => t !== undefined)
    .sort(
      (a, b) =>
        (requiredCount.get(b.path) ?? 0) - (requiredCount.get(a.path) ?? 0) ||
        b.keywords.length - a.keywords.length ||
        comparePaths(a.path, b.path),
    )
    .slice(0, MAX_BULLET_TARGETS);
  const summary = target('basics.summary');
  return summary ? [summary, ...bullets] : bullets;
}
