import type { ChangeKind, RejectedChange, TailorChange } from '@resumio/contract/enhancement';
import { applyChanges, type TailorChange as EngineChange, type TailorResult } from '@resumio/match';
import { type Resume, resumeSchema } from '@resumio/resume';
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
  /** The engine's changes left out because the resume has no room for them. */
  overLimit: RejectedChange[];
}

const NO_ROOM =
  'The resume has no room for this: it would go past the most its section can hold (60 skills in one list, 60 entries in a section).';

/**
 * The engine's changes that fit the resume's limits together, in the engine's order, and the
 * rest: a skills list already holding 60 skills takes no more. Applying every change is the
 * usual case and costs one check; only a resume at a limit is checked change by change.
 */
function withinLimits(
  resume: Resume,
  changes: EngineChange[],
): { fitting: EngineChange[]; overLimit: RejectedChange[] } {
  const fits = (ids: Set<string>) =>
    resumeSchema.safeParse(applyChanges(resume, changes, ids)).success;
  if (fits(new Set(changes.map((change) => change.id)))) return { fitting: changes, overLimit: [] };
  const kept = new Set<string>();
  const overLimit: RejectedChange[] = [];
  for (const change of changes) {
    if (fits(new Set([...kept, change.id]))) kept.add(change.id);
    else {
      const text = typeof change.after === 'string' ? change.after : undefined;
      overLimit.push({
        kind: change.kind,
        path: change.path,
        ...(text ? { text } : {}),
        reason: NO_ROOM,
      });
    }
  }
  return { fitting: changes.filter((change) => kept.has(change.id)), overLimit };
}

export function combineTailoring(
  resume: Resume,
  engine: TailorResult<Resume>,
  modelChanges: ModelChange[],
): Tailoring {
  const rewritten = new Set(modelChanges.map((change) => change.path));
  const offered = engine.changes.filter(
    (change) => !(TEXT_KINDS.has(change.kind) && rewritten.has(change.path)),
  );
  const { fitting, overLimit } = withinLimits(resume, offered);
  return { engine, engineChanges: fitting, modelChanges, overLimit };
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
