import type { JobApplication, JobPhase } from '@resumio/contract/jobs';
import { deadlineIsDue, isOpenJobPhase } from '@resumio/contract/jobs';
import { localDay } from '@/lib/jobs/local-day.ts';

export type DueKind = 'deadline' | 'follow-up' | 'interview';

export interface DueBadge {
  kind: DueKind;
  /** Before today (interviews are never overdue: they happened or did not). */
  overdue: boolean;
  /** The words on the badge: its meaning never rests on colour alone. */
  label: string;
}

const LABELS: Record<DueKind, { overdue: string; today: string }> = {
  deadline: { overdue: 'Deadline passed', today: 'Deadline today' },
  'follow-up': { overdue: 'Follow-up overdue', today: 'Follow up today' },
  interview: { overdue: 'Interview', today: 'Interview today' },
};

/**
 * What needs attention on a card: deadlines and follow-ups that are overdue or due today, and an
 * interview today. Closed applications (rejected, withdrawn) have nothing due, and a deadline is
 * due only until the application is sent (see deadlineIsDue).
 */
export function dueBadges(
  job: JobApplication,
  phase: JobPhase | undefined,
  today: string,
): DueBadge[] {
  if (phase && !isOpenJobPhase(phase)) return [];
  const badges: DueBadge[] = [];
  const check = (kind: 'deadline' | 'follow-up', day: string | null) => {
    if (!day || day > today) return;
    const overdue = day < today;
    badges.push({ kind, overdue, label: LABELS[kind][overdue ? 'overdue' : 'today'] });
  };
  // A deadline is the last day to apply: once sent, it is no longer due.
  if (deadlineIsDue(phase)) check('deadline', job.deadlineOn);
  check('follow-up', job.followUpOn);
  if (job.nextInterviewAt && localDay(new Date(job.nextInterviewAt)) === today) {
    badges.push({ kind: 'interview', overdue: false, label: LABELS.interview.today });
  }
  return badges;
}
