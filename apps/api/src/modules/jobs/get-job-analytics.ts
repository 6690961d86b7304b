import type { JobAnalytics, JobAnalyticsQuery } from '@resumio/contract/jobs';
import { loadStages } from './board-stages.ts';
import { computeJobAnalytics } from './compute-job-analytics.ts';
import { createdRange } from './day-range.ts';
import type { JobDeps } from './job-deps.ts';
import { listJobFacts, listResumeTitles, listStageEvents } from './repository.ts';

/** Analytics of the user's live applications created within the range (UTC days, inclusive). */
export async function getJobAnalytics(
  deps: JobDeps,
  userId: string,
  query: JobAnalyticsQuery,
): Promise<JobAnalytics> {
  const range = createdRange(query.from, query.to);
  const [stages, jobs, events] = await Promise.all([
    loadStages(deps.db, userId),
    listJobFacts(deps.db, userId, range),
    listStageEvents(deps.db, userId, range),
  ]);
  const resumeIds = [...new Set(jobs.flatMap((job) => (job.resume_id ? [job.resume_id] : [])))];
  const resumeTitles = await listResumeTitles(deps.db, userId, resumeIds);
  return computeJobAnalytics({
    stages,
    jobs: jobs.map((job) => ({
      id: job.id,
      stageId: job.stage_id,
      source: job.source,
      resumeId: job.resume_id,
      appliedOn: job.applied_on,
      createdAt: job.created_at,
    })),
    events: events.map((event) => ({
      jobId: event.job_id,
      kind: event.kind,
      at: event.at,
      toStageId: event.to_stage_id,
    })),
    resumeTitles,
    now: new Date(),
  });
}
