import {
  deadlineIsDue,
  isOpenJobPhase,
  jobReminderKinds,
  type JobReminder,
  type JobRemindersResponse,
  type JobStage,
} from '@resumio/contract/jobs';
import { addDays, isCalendarDay, localDay } from './local-day.ts';
import type { DatedJobRow } from './repository.ts';

export type ReminderSource = Pick<
  DatedJobRow,
  'id' | 'company' | 'role' | 'stage_id' | 'deadline_on' | 'follow_up_on' | 'next_interview_at'
>;

export interface ReminderWindow {
  /** Today in the user's time zone. */
  today: string;
  /** The user's time zone: an interview falls on the day it is there. */
  timeZone: string;
  /** How many days after today to look. */
  days: number;
}

const KIND_ORDER = Object.fromEntries(jobReminderKinds.map((kind, i) => [kind, i])) as Record<
  JobReminder['kind'],
  number
>;

/**
 * Whether an application's reminders count. A stage id its board does not know (a board edited
 * elsewhere, an old import) counts as open: a missed deadline costs more than a stray reminder.
 */
export function openStageIds(stages: JobStage[]): (stageId: string) => boolean {
  const closed = new Set(stages.filter((s) => !isOpenJobPhase(s.phase)).map((s) => s.id));
  return (stageId) => !closed.has(stageId);
}

function byDueOrder(a: JobReminder, b: JobReminder): number {
  if (a.overdue !== b.overdue) return a.overdue ? -1 : 1;
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.at !== b.at) return (a.at ?? '') < (b.at ?? '') ? -1 : 1;
  const company = a.company.localeCompare(b.company);
  if (company !== 0) return company;
  return a.jobId < b.jobId ? -1 : a.jobId > b.jobId ? 1 : 0;
}

/**
 * What is due: the deadlines, follow-ups and interviews of applications in open phases, from any
 * day before today (overdue) up to `days` after it, overdue first and then by day.
 *
 * An interview whose day has passed is left out rather than called overdue: it is an appointment,
 * not a task, and once it is over there is nothing left to do by it (the follow-up is the task).
 */
export function computeReminders(
  rows: readonly ReminderSource[],
  stages: JobStage[],
  { today, timeZone, days }: ReminderWindow,
): JobRemindersResponse {
  const isOpen = openStageIds(stages);
  const phaseOf = new Map(stages.map((stage) => [stage.id, stage.phase]));
  const last = addDays(today, days);
  const items: JobReminder[] = [];
  const add = (row: ReminderSource, kind: JobReminder['kind'], day: string, at: string | null) => {
    if (day > last) return;
    items.push({
      jobId: row.id,
      company: row.company,
      role: row.role,
      kind,
      day,
      at,
      overdue: day < today,
    });
  };
  for (const row of rows) {
    if (!isOpen(row.stage_id)) continue;
    if (
      row.deadline_on &&
      isCalendarDay(row.deadline_on) &&
      deadlineIsDue(phaseOf.get(row.stage_id))
    ) {
      add(row, 'deadline', row.deadline_on, null);
    }
    if (row.follow_up_on && isCalendarDay(row.follow_up_on)) {
      add(row, 'follow-up', row.follow_up_on, null);
    }
    if (row.next_interview_at) {
      const at = new Date(row.next_interview_at);
      if (Number.isNaN(at.getTime())) continue;
      const day = localDay(at, timeZone);
      if (day >= today) add(row, 'interview', day, at.toISOString());
    }
  }
  items.sort(byDueOrder);
  return {
    today,
    overdue: items.filter((item) => item.overdue).length,
    dueToday: items.filter((item) => item.day === today).length,
    items,
  };
}
