import type { JobInput } from '@resumio/contract/enhancement';
import type { MatchResult, TailorResult } from '@resumio/match';
import type { Resume } from '@resumio/resume';
import { isoDay } from '../../lib/iso-day.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';

type EngineDeps = Pick<EnhancementDeps, 'compute' | 'clock'>;

/** The server's date: a job the resume leaves open runs to today, not to its latest date. */
const today = (clock: () => Date) => isoDay(clock());

/**
 * The match engine's score, computed in a compute thread: the posting is untrusted text of up
 * to the contract's length, and tokenizing it must never hold the API's event loop.
 */
export function matchInPool(
  deps: EngineDeps,
  userId: string,
  resume: Resume,
  job: JobInput,
  signal?: AbortSignal,
): Promise<MatchResult> {
  return deps.compute.run('match', { resume, job, now: today(deps.clock) }, userId, signal);
}

/** The engine's tailoring, in a compute thread (see matchInPool). */
export function tailorInPool(
  deps: EngineDeps,
  userId: string,
  resume: Resume,
  job: JobInput,
  signal?: AbortSignal,
): Promise<TailorResult<Resume>> {
  return deps.compute.run('tailor', { resume, job, now: today(deps.clock) }, userId, signal);
}
