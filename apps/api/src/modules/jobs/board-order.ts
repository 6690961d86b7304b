import type { JobStage } from '@resumio/contract/jobs';

interface Placed {
  id: string;
  stageId: string;
  position: number;
  createdAt: string;
}

/** Board order: by stage column, then top to bottom; stages no longer on the board last. */
export function byBoardOrder(stages: JobStage[]): (a: Placed, b: Placed) => number {
  const column = new Map(stages.map((stage, index) => [stage.id, index]));
  const columnOf = (job: Placed) => column.get(job.stageId) ?? stages.length;
  return (a, b) =>
    columnOf(a) - columnOf(b) ||
    a.position - b.position ||
    a.createdAt.localeCompare(b.createdAt) ||
    a.id.localeCompare(b.id);
}
