import { notFound } from '../../lib/app-error.ts';
import { loadStagesOrDefault } from '../jobs/board-stages.ts';
import { feedFingerprint, type CalendarFeedCache } from './calendar-feed-cache.ts';
import type { ReminderDeps } from './reminder-deps.ts';
import { renderCalendarFeedReusing } from './render-calendar-feed.ts';
import { findCalendarFeedOwner, listDatedJobs } from './repository.ts';
import { SECRET_TOKEN } from './secret-token.ts';

export interface CalendarIcs {
  /** The iCalendar text, UTF-8 encoded. */
  ics: Buffer;
  /** Changes exactly when the feed's content does (an HTTP entity tag). */
  fingerprint: string;
}

/**
 * The calendar behind a feed token, for calendar apps (no sign-in: the token is the key). An
 * unknown, regenerated or revoked token answers 404 like any missing resource.
 */
export async function getCalendarIcs(
  deps: Pick<ReminderDeps, 'db' | 'publicUrl'> & { feedCache: CalendarFeedCache },
  token: string,
): Promise<CalendarIcs> {
  const userId = SECRET_TOKEN.test(token) ? await findCalendarFeedOwner(deps.db, token) : undefined;
  if (!userId) throw notFound('Calendar feed');
  const [rows, stages] = await Promise.all([
    listDatedJobs(deps.db, userId),
    loadStagesOrDefault(deps.db, userId),
  ]);
  const fingerprint = feedFingerprint(rows, stages, deps.publicUrl);
  const cached = deps.feedCache.get(userId);
  if (cached?.fingerprint === fingerprint) return { ics: cached.ics, fingerprint };
  const { ics, events } = renderCalendarFeedReusing(
    rows,
    stages,
    { publicUrl: deps.publicUrl },
    cached?.events,
  );
  deps.feedCache.set(userId, { fingerprint, ics, events });
  return { ics, fingerprint };
}
