import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { formatCalendarDay } from '@/lib/jobs/calendar-day.ts';
import { useJobAnalytics } from '../api/get-job-analytics.ts';
import { type DateRange, rangeFromSearch, rangeToSearch } from '../model/date-range.ts';
import { AnalyticsEmpty } from './analytics-empty.tsx';
import { AnalyticsReport } from './analytics-report.tsx';
import { AnalyticsSkeleton } from './analytics-skeleton.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';

function describeRange({ from, to }: DateRange): string {
  if (from && to) {
    return `Applications added from ${formatCalendarDay(from)} to ${formatCalendarDay(to)}.`;
  }
  if (from) return `Applications added since ${formatCalendarDay(from)}.`;
  if (to) return `Applications added until ${formatCalendarDay(to)}.`;
  return 'All your applications.';
}

/** The Premium report: the period filter (kept in the address) and the figures for it. */
export function AnalyticsView() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromSearch(params), [params]);
  const analytics = useJobAnalytics(range);
  const apply = (next: DateRange) => setParams(rangeToSearch(next));
  const rangeKey = `${range.from ?? ''}/${range.to ?? ''}`;

  let content;
  if (analytics.isPending) content = <AnalyticsSkeleton />;
  else if (analytics.isError) {
    content = <QueryRetryAlert title="We couldn’t load your analytics" query={analytics} />;
  } else if (analytics.data.total === 0 && !analytics.isPlaceholderData) {
    content = <AnalyticsEmpty range={range} onShowAll={() => apply({})} />;
  } else {
    content = <AnalyticsReport analytics={analytics.data} />;
  }

  return (
    <div className="space-y-6">
      {/* Keyed by the applied range, so Back or a preset resets the typed dates to match. */}
      <DateRangeFilter key={rangeKey} range={range} onApply={apply} />
      <p role="status" className="text-sm font-medium text-slate-700">
        {analytics.isPlaceholderData ? 'Updating… ' : ''}
        {describeRange(range)}
      </p>
      <div aria-busy={analytics.isPlaceholderData || undefined}>{content}</div>
    </div>
  );
}
