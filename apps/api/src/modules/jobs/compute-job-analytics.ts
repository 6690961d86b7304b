import {
  isOpenJobPhase,
  type JobAnalytics,
  type JobPhase,
  type JobStage,
} from '@resumio/contract/jobs';

export interface AnalyticsJob {
  id: string;
  stageId: string;
  source: string | null;
  resumeId: string | null;
  appliedOn: string | null;
  createdAt: string;
}

/** A creation, import or stage change: the application entered `toStageId` at `at`. */
export interface AnalyticsStageEvent {
  jobId: string;
  kind: string;
  at: string;
  toStageId: string | null;
}

export interface AnalyticsInput {
  stages: JobStage[];
  jobs: AnalyticsJob[];
  events: AnalyticsStageEvent[];
  resumeTitles: Map<string, string>;
  now: Date;
}

const DAY_MS = 86_400_000;
export const UNKNOWN_SOURCE = 'Unknown';
export const DELETED_RESUME = 'Deleted resume';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The Monday (UTC) of a calendar day's ISO week. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

interface Visit {
  stageId: string;
  at: number;
}

/**
 * Where an application has been: its first stage from the moment it was created, then each stage
 * change in time order.
 */
function visitsOf(job: AnalyticsJob, events: AnalyticsStageEvent[]): Visit[] {
  const ordered = [...events].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const start = ordered.find((e) => e.kind !== 'stage');
  const visits: Visit[] = [
    { stageId: start?.toStageId ?? job.stageId, at: Date.parse(job.createdAt) },
  ];
  for (const event of ordered) {
    if (event.kind === 'stage' && event.toStageId) {
      visits.push({ stageId: event.toStageId, at: Date.parse(event.at) });
    }
  }
  return visits;
}

interface Progress {
  applied: boolean;
  interviewing: boolean;
  offer: boolean;
  answered: boolean;
}

/**
 * How far an application went. Reaching a later phase implies the earlier ones (an interview
 * means it was sent), and an applied day counts as applied even for one imported straight into
 * "Rejected". An answer is an interview, an offer or a rejection after applying.
 */
function progressOf(job: AnalyticsJob, phases: Set<JobPhase>): Progress {
  const offer = phases.has('offer');
  const interviewing = offer || phases.has('interviewing');
  const applied = interviewing || phases.has('applied') || job.appliedOn !== null;
  return {
    applied,
    interviewing,
    offer,
    answered: applied && (interviewing || phases.has('rejected')),
  };
}

/**
 * The analytics of a set of applications, from their current state and stage history alone, so
 * every figure can be checked by hand. Stages are counted by phase: renamed or added stages keep
 * the funnel right.
 */
export function computeJobAnalytics({
  stages,
  jobs,
  events,
  resumeTitles,
  now,
}: AnalyticsInput): JobAnalytics {
  const phaseOf = new Map(stages.map((stage) => [stage.id, stage.phase]));
  const eventsByJob = new Map<string, AnalyticsStageEvent[]>();
  for (const event of events) {
    const list = eventsByJob.get(event.jobId);
    if (list) list.push(event);
    else eventsByJob.set(event.jobId, [event]);
  }

  const funnel = { applied: 0, interviewing: 0, offer: 0 };
  let answered = 0;
  const responseDays: number[] = [];
  const stageTotals = new Map<string, { days: number; count: number }>();
  const perWeek = new Map<string, number>();
  const bySource = new Map<string, { applied: number; interviews: number; offers: number }>();
  const byResume = new Map<string, { applied: number; interviews: number; offers: number }>();

  for (const job of jobs) {
    const visits = visitsOf(job, eventsByJob.get(job.id) ?? []);
    const phases = new Set<JobPhase>();
    for (const { stageId } of [...visits, { stageId: job.stageId }]) {
      const phase = phaseOf.get(stageId);
      if (phase) phases.add(phase);
    }
    const progress = progressOf(job, phases);
    if (progress.applied) funnel.applied += 1;
    if (progress.interviewing) funnel.interviewing += 1;
    if (progress.offer) funnel.offer += 1;
    if (progress.answered) answered += 1;

    // Days from applying to the first move into another phase. The applied day, when given,
    // is when it was sent (a card is often moved into Applied later). Without one, a move made
    // the same day the card entered Applied is bookkeeping (catching the tracker up), not an
    // employer's answer in no time: it is left out rather than counted as 0 days.
    const appliedAt = visits.findIndex((v) => phaseOf.get(v.stageId) === 'applied');
    if (appliedAt !== -1) {
      const entered = visits[appliedAt]!.at;
      const response = visits
        .slice(appliedAt + 1)
        .find((v) => phaseOf.has(v.stageId) && phaseOf.get(v.stageId) !== 'applied');
      const sentOn = job.appliedOn ? Date.parse(`${job.appliedOn}T00:00:00.000Z`) : NaN;
      const start = Number.isNaN(sentOn) ? entered : Math.min(sentOn, entered);
      const bookkeeping =
        Number.isNaN(sentOn) && response !== undefined && utcDay(response.at) === utcDay(entered);
      if (response && !bookkeeping) responseDays.push((response.at - start) / DAY_MS);
    }

    // Time in each stage, summed per application (it may come back to a stage).
    const perStage = new Map<string, number>();
    visits.forEach((visit, i) => {
      const end = visits[i + 1]?.at ?? now.getTime();
      perStage.set(visit.stageId, (perStage.get(visit.stageId) ?? 0) + Math.max(0, end - visit.at));
    });
    for (const [stageId, ms] of perStage) {
      const total = stageTotals.get(stageId) ?? { days: 0, count: 0 };
      total.days += ms / DAY_MS;
      total.count += 1;
      stageTotals.set(stageId, total);
    }

    if (progress.applied) {
      const firstSent = visits.find((v) => {
        const phase = phaseOf.get(v.stageId);
        return phase === 'applied' || phase === 'interviewing' || phase === 'offer';
      });
      const day =
        job.appliedOn ?? (firstSent ? new Date(firstSent.at).toISOString().slice(0, 10) : null);
      if (day) {
        const week = weekStart(day);
        perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
      }
    }

    const tally = (map: typeof bySource, key: string) => {
      const row = map.get(key) ?? { applied: 0, interviews: 0, offers: 0 };
      if (progress.applied) row.applied += 1;
      if (progress.interviewing) row.interviews += 1;
      if (progress.offer) row.offers += 1;
      map.set(key, row);
    };
    tally(bySource, job.source?.trim() || UNKNOWN_SOURCE);
    if (job.resumeId) tally(byResume, job.resumeId);
  }

  const appliedCount = funnel.applied;
  const byAppliedThenName = <T extends { applied: number }>(a: [string, T], b: [string, T]) =>
    b[1].applied - a[1].applied || a[0].localeCompare(b[0]);
  const medianDays = median(responseDays);
  return {
    total: jobs.length,
    funnel: [
      { phase: 'saved', count: jobs.length },
      { phase: 'applied', count: funnel.applied },
      { phase: 'interviewing', count: funnel.interviewing },
      { phase: 'offer', count: funnel.offer },
    ],
    responseRate: appliedCount ? answered / appliedCount : null,
    interviewRate: appliedCount ? funnel.interviewing / appliedCount : null,
    medianDaysToFirstResponse: medianDays === null ? null : oneDecimal(medianDays),
    // Closed stages (rejected, withdrawn) are where applications end: time there is not time
    // waiting, and it only grows, so it would swamp the averages that mean something.
    daysInStage: stages
      .filter((stage) => isOpenJobPhase(stage.phase))
      .map((stage) => {
        const total = stageTotals.get(stage.id);
        return {
          stageId: stage.id,
          name: stage.name,
          averageDays: total ? oneDecimal(total.days / total.count) : null,
          count: total?.count ?? 0,
        };
      }),
    perWeek: fillWeeks(perWeek),
    bySource: [...bySource].sort(byAppliedThenName).map(([source, row]) => ({ source, ...row })),
    byResume: [...byResume].sort(byAppliedThenName).map(([resumeId, row]) => ({
      resumeId,
      title: resumeTitles.get(resumeId) ?? DELETED_RESUME,
      ...row,
    })),
  };
}

/** Every week from the first to the last with applications, empty ones as 0. */
function fillWeeks(counts: Map<string, number>): JobAnalytics['perWeek'] {
  const weeks = [...counts.keys()].sort();
  if (weeks.length === 0) return [];
  const result: JobAnalytics['perWeek'] = [];
  const last = Date.parse(`${weeks.at(-1)!}T00:00:00.000Z`);
  for (let t = Date.parse(`${weeks[0]!}T00:00:00.000Z`); t <= last; t += 7 * DAY_MS) {
    const weekStart = new Date(t).toISOString().slice(0, 10);
    result.push({ weekStart, count: counts.get(weekStart) ?? 0 });
  }
  return result;
}
