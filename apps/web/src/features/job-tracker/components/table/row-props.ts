import type { JobApplication, JobStage } from '@resumio/contract/jobs';
import { isOpenJobPhase } from '@resumio/contract/jobs';

/** What the table and the card list both need to draw the applications. */
export interface JobRowsProps {
  jobs: readonly JobApplication[];
  stages: ReadonlyMap<string, JobStage>;
  today: string;
  selected: ReadonlySet<string>;
  onToggle(id: string, selected: boolean): void;
  onOpen(id: string): void;
}

/** Deadlines and follow-ups matter only while the application is open. */
export function dueToday(
  job: JobApplication,
  stages: ReadonlyMap<string, JobStage>,
  today: string,
) {
  const phase = stages.get(job.stageId)?.phase;
  return !phase || isOpenJobPhase(phase) ? today : undefined;
}

const updatedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const formatUpdated = (iso: string) => updatedFormat.format(new Date(iso));
