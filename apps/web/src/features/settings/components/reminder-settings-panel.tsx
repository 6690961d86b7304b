import { Card } from '@/components/ui/card.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useReminderSettings } from '../api/get-reminder-settings.ts';
import { CalendarFeedPanel } from './calendar-feed-panel.tsx';
import { DigestForm } from './digest-form.tsx';

/** The Premium user's reminder choices: the daily email and the calendar feed. */
export function ReminderSettingsPanel() {
  const settings = useReminderSettings();
  return (
    <Card className="sm:p-8">
      <div>
        {settings.isPending ? (
          <LoadingRegion label="Loading your reminder settings…">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="mt-4 h-5 w-64" />
            <Skeleton className="mt-5 h-11 w-full" />
          </LoadingRegion>
        ) : settings.isError ? (
          <QueryRetryAlert title="We couldn’t load your reminder settings" query={settings} />
        ) : (
          <DigestForm saved={settings.data} />
        )}
      </div>
      <hr className="my-8 border-slate-200" />
      <CalendarFeedPanel />
    </Card>
  );
}
