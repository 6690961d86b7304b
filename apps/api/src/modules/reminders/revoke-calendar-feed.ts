import type { ReminderDeps } from './reminder-deps.ts';
import { deleteCalendarFeed } from './repository.ts';

/** Turns the feed off: its address answers 404 from now on. Revoking twice is harmless. */
export async function revokeCalendarFeed(
  deps: Pick<ReminderDeps, 'db'>,
  userId: string,
): Promise<void> {
  await deleteCalendarFeed(deps.db, userId);
}
