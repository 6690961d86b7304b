import type { JobBoard } from '@resumio/contract/jobs';
import { loadStages } from './board-stages.ts';
import type { JobDeps } from './job-deps.ts';

export async function getBoard(deps: JobDeps, userId: string): Promise<JobBoard> {
  return { stages: await loadStages(deps.db, userId) };
}
