import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { SubscriptionContext } from '@/lib/plan/plan-context.ts';
import { REMINDERS_STALE_MS, jobRemindersQuery } from './get-job-reminders.ts';
import { useBrowserTimeZone } from './use-browser-time-zone.ts';

/**
 * Overdue plus due-today applications, for the navigation badge. Null when there is nothing to
 * show: signed out, not Premium (the API would refuse), not loaded yet, or the request failed (a
 * badge has no room for an error; the dashboard and the tracker report it).
 */
export function useDueCount(): number | null {
  const { status } = useAuth();
  // Optional on purpose: layouts rendered without billing (some tests) simply show no badge.
  const subscription = useContext(SubscriptionContext);
  const enabled = status === 'authenticated' && subscription?.isPremium === true;
  const timeZone = useBrowserTimeZone(enabled);
  const query = useQuery({
    ...jobRemindersQuery(timeZone),
    enabled,
    staleTime: REMINDERS_STALE_MS,
    select: (reminders) => reminders.overdue + reminders.dueToday,
  });
  return enabled && query.data !== undefined ? query.data : null;
}
