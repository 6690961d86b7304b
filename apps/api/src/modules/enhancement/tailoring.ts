import type { ChangeKind, TailorChange } from '@resumio/contract/enhancement';
import { applyChanges, type TailorChange as EngineChange, type TailorResult } from '@resumio/match';
import type { Resume } from '@resumio/resume';
import { comparePaths, isSummaryPath, setTextAt, textAt } from './text-paths.ts';

/** Ids of model rewrites: `model-rewrite:work[0].highlights[2]`, one per place. */
export const MODEL_CHANGE_PREFIX = 'model-rewrite:';

/** A language model's new wording for one text, after the truthfulness guard let it through. */
export type ModelChange = TailorChange & { source: 'model'; before: string; after: string };

/** The engine's changes that replace a text, which a model rewrite of the same text supersedes. */
const TEXT_KINDS = new Set<ChangeKind>(['rewrite-summary', 'mirror-wording']);

/**
 * One tailoring as offered: the engine's changes and the model's accepted rewrites. A model
 * rewrite of a text replaces the engine's change to that text (its summary, or its posting's
 * wording in a bullet), so no two offered changes compete for one place and any subset of them
 * applies; a rewrite the guard turned down leaves the engine's change in place.
 */
export interface Tailoring {
  engine: TailorResult<Resume>;
  engineChanges: EngineChange[];
  modelChanges: ModelChange[];
}

export function combineTailoring(
  engine: TailorResult<Resume>,
  modelChanges: ModelChange[],
): Tailoring {
  const rewritten = new Set(modelChanges.map((change) => change.path));
  return {
    engine,
    engineChanges: engine.changes.filter(
      (change) => !(TEXT_KINDS.has(change.kind) && rewritten.has(change.path)),
    ),
    modelChanges,
  };
}

function textOrder(a: TailorChange, b: TailorChange): number {
  return (
    Number(!isSummaryPath(a.path)) - Number(!isSummaryPath(b.path)) || comparePaths(a.path, b.path)
  );
}

/** The changes as the contract lists them: texts first (summary, then by place), then the rest. */
export function offeredChanges(tailoring: Tailoring): TailorChange[] {
  const engine = tailoring.engineChanges.map((change) => ({
    ...change,
    source: 'engine' as const,
  }));
  const texts = [...engine.filter((c) => TEXT_KINDS.has(c.kind)), ...tailoring.modelChanges];
  return [...texts.sort(textOrder), ...engine.filter((c) => !TEXT_KINDS.has(c.kind))];
}

export function offeredIds(tailoring: Tailoring): string[] {
  return [...tailoring.engineChanges, ...tailoring.modelChanges].map((change) => change.id);
}

/**
 * The resume with the accepted changes applied (unknown ids are ignored). Model rewrites go
 * first, as the engine's own text edits do: the engine then reorders by original position, so a
 * rewritten bullet moves with its place.
 */
export function applyAccepted(
  resume: Resume,
  tailoring: Tailoring,
  accepted: Iterable<string>,
): Resume {
  const ids = new Set(accepted);
  const chosen = tailoring.modelChanges.filter((change) => ids.has(change.id));
  let base = resume;
  if (chosen.length > 0) {
    base = structuredClone(resume);
    for (const change of chosen) {
      if (textAt(base, change.path) === change.before) setTextAt(base, change.path, change.after);
    }
  }
  return applyChanges(base, tailoring.engineChanges, ids);
}
