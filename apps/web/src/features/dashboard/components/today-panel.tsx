import { useId } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { JOB_TRACKER_PATH } from '@/lib/jobs/tracker-links.ts';
import { TodayReminders } from './today-reminders.tsx';

/**
 * "What do I do today?" For Premium users, the reminders of their tracked applications; for
 * everyone else, what this panel would hold and the way to unlock it. The plan is read first,
 * so a free account never calls the Premium-only reminders API.
 */
export function TodayPanel() {
  const { isPremium } = useSubscription();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Today
        </h2>
        {isPremium ? (
          <TextLink to={JOB_TRACKER_PATH} className="text-sm">
            Open the job tracker
          </TextLink>
        ) : null}
      </div>
      {isPremium ? (
        <TodayReminders />
      ) : (
        <>
          <p className="mt-2 leading-7 text-slate-700">
            With the job tracker, this is where the deadlines, follow-ups and interviews due today
            appear, with anything overdue first.
          </p>
          <PremiumGate feature="jobTracker" headingLevel="h3" className="mt-4">
            {null}
          </PremiumGate>
        </>
      )}
    </Card>
  );
}
