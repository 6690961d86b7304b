import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { IconBadge } from '@/components/ui/icon-badge.tsx';
import { ChartIcon } from '@/components/ui/icons.tsx';
import { formatCalendarDay } from '@/lib/jobs/calendar-day.ts';
import { JOB_TRACKER_PATH } from '@/lib/jobs/tracker-links.ts';
import type { DateRange } from '../model/date-range.ts';

function periodText({ from, to }: DateRange): string {
  if (from && to) return `between ${formatCalendarDay(from)} and ${formatCalendarDay(to)}`;
  if (from) return `since ${formatCalendarDay(from)}`;
  if (to) return `until ${formatCalendarDay(to)}`;
  return '';
}

/**
 * No applications to count: either none at all (say what this page will show and where to start)
 * or none in the chosen period (offer the whole history instead).
 */
export function AnalyticsEmpty({ range, onShowAll }: { range: DateRange; onShowAll: () => void }) {
  const filtered = Boolean(range.from || range.to);
  return (
    <Card className="border-dashed bg-slate-50 shadow-none sm:p-8">
      <IconBadge>
        <ChartIcon />
      </IconBadge>
      {filtered ? (
        <>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">
            No applications in this period
          </h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">
            You added no applications {periodText(range)}. Choose a wider period, or look at your
            whole search.
          </p>
          <Button variant="secondary" className="mt-5" onClick={onShowAll}>
            Show all time
          </Button>
        </>
      ) : (
        <>
          <h2 className="mt-4 text-lg font-semibold text-slate-900">
            Your analytics appear once you track applications
          </h2>
          <p className="mt-2 max-w-2xl leading-7 text-slate-700">
            Add the jobs you save and apply to, and move them along as you hear back. This page then
            shows your funnel from saved to offer, your response and interview rates, how long
            answers take and how long each stage lasts, how many applications you send each week,
            and which sources and resume versions lead to interviews.
          </p>
          <ButtonLink to={JOB_TRACKER_PATH} className="mt-5">
            Add an application
          </ButtonLink>
        </>
      )}
    </Card>
  );
}
