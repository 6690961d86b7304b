import {
  type JobApplication,
  type JobStage,
  deadlineIsDue,
  isOpenJobPhase,
} from '@resumio/contract/jobs';
import { localDay } from '@/lib/jobs/local-day.ts';
import type { DueKind } from './due.ts';

export interface AgendaItem {
  key: string;
  jobId: string;
  company: string;
  role: string;
  kind: DueKind;
  day: string;
  /** Interviews only: the moment. */
  at: string | null;
  overdue: boolean;
}

export interface AgendaDay {
  day: string;
  items: AgendaItem[];
}

export interface Agenda {
  overdue: AgendaDay[];
  upcoming: AgendaDay[];
}

const KIND_ORDER: Record<DueKind, number> = { interview: 0, deadline: 1, 'follow-up': 2 };

function groupByDay(items: AgendaItem[]): AgendaDay[] {
  const days = new Map<string, AgendaItem[]>();
  for (const item of items) {
    const list = days.get(item.day);
    if (list) list.push(item);
    else days.set(item.day, [item]);
  }
  return [...days].map(([day, dayItems]) => ({ day, items: dayItems }));
}

/**
 * Deadlines, follow-ups and interviews of open applications, by day: what is overdue (deadlines
 * and follow-ups before today), then today and later. Past interviews are not listed: they are
 * done, not late.
 */
export function buildAgenda(
  jobs: readonly JobApplication[],
  stages: readonly JobStage[],
  today: string,
): Agenda {
  const phaseOf = new Map(stages.map((stage) => [stage.id, stage.phase]));
  const items: AgendaItem[] = [];
  for (const job of jobs) {
    const phase = phaseOf.get(job.stageId);
    if (phase && !isOpenJobPhase(phase)) continue;
    const base = { jobId: job.id, company: job.company, role: job.role };
    if (job.deadlineOn && deadlineIsDue(phase)) {
      const day = job.deadlineOn;
      items.push({
        ...base,
        key: `${job.id}:deadline`,
        kind: 'deadline',
        day,
        at: null,
        overdue: day < today,
      });
    }
    if (job.followUpOn) {
      const day = job.followUpOn;
      items.push({
        ...base,
        key: `${job.id}:follow-up`,
        kind: 'follow-up',
        day,
        at: null,
        overdue: day < today,
      });
    }
    if (job.nextInterviewAt) {
      const day = localDay(new Date(job.nextInterviewAt));
      if (day >= today) {
        items.push({
          ...base,
          key: `${job.id}:interview`,
          kind: 'interview',
          day,
          at: job.nextInterviewAt,
          overdue: false,
        });
      }
    }
  }
  items.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.at ?? '').localeCompare(b.at ?? '') ||
      a.company.localeCompare(b.company),
  );
  return {
    overdue: groupByDay(items.filter((item) => item.overdue)),
    upcoming: groupByDay(items.filter((item) => !item.overdue)),
  };
}
