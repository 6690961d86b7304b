import type { JobPhase } from './index.ts';

/**
 * Reminder rules both sides apply: which phases still have things to do, how far ahead the
 * morning digest looks, and what counts as a time zone.
 */

/** Phases whose deadlines, follow-ups and interviews still matter (rejected/withdrawn do not). */
export const openJobPhases = ['wishlist', 'applied', 'interviewing', 'offer'] as const;

export function isOpenJobPhase(phase: JobPhase): boolean {
  return (openJobPhases as readonly JobPhase[]).includes(phase);
}

/**
 * An application deadline is the last day to apply: once the employer has answered with
 * interviews or an offer there is nothing left to do by it, and "Deadline passed" on such an
 * application would only alarm. (An application in Applied keeps it: many trackers record the
 * move before the form is sent.) Closed phases have no reminders at all (isOpenJobPhase).
 */
export function deadlineIsDue(phase: JobPhase | undefined): boolean {
  return phase !== 'interviewing' && phase !== 'offer';
}

/** The digest lists what is overdue, due today and due in this many days after today. */
export const DIGEST_DAYS_AHEAD = 7;

/**
 * An IANA time zone name the runtime knows (Europe/Paris, America/New_York, UTC), in its canonical
 * spelling, or null. Fixed offsets such as "+02:00" are refused: they ignore daylight saving time,
 * so a digest set to 8:00 would drift by an hour twice a year.
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length === 0 || value.length > 64 || /^[+-]/.test(value)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions()
      .timeZone;
    return /^[+-]/.test(resolved) ? null : resolved;
  } catch {
    return null;
  }
}
