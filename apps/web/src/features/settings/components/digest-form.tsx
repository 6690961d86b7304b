import type { ReminderSettings } from '@resumio/contract/jobs';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { largeInputClasses } from '@/components/ui/field-styles.ts';
import { useBrowserTimeZone } from '@/lib/jobs/use-browser-time-zone.ts';
import { useSaveReminderSettings } from '../api/save-reminder-settings.ts';
import { digestHours } from '../model/digest-hours.ts';
import { initialDraft } from '../model/initial-draft.ts';
import { timeZoneLabel, timeZoneOptions } from '../model/time-zones.ts';
import { trackReminderSettings } from '../model/track-reminders.ts';

/** The daily email: on or off, in which time zone, at what hour. */
export function DigestForm({ saved }: { saved: ReminderSettings }) {
  const browserZone = useBrowserTimeZone();
  const [{ draft: initial, fromBrowser }] = useState(() => initialDraft(saved, browserZone));
  const [draft, setDraft] = useState(initial);
  const [message, setMessage] = useState('');
  const save = useSaveReminderSettings();
  const zones = useMemo(
    () => timeZoneOptions(saved.timeZone, browserZone),
    [saved.timeZone, browserZone],
  );
  const headingId = useId();
  const digestId = useId();
  const zoneId = useId();
  const zoneHintId = useId();
  const hourId = useId();

  const change = (patch: Partial<ReminderSettings>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setMessage('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    save.mutate(draft, {
      onSuccess(result) {
        trackReminderSettings(result);
        setMessage(result.emailDigest ? 'Saved. Your digest is on.' : 'Saved. Your digest is off.');
      },
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Daily email digest
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">
        A morning email listing the deadlines, follow-ups and interviews that are due or overdue.
      </p>
      <div className="mt-4 flex items-start gap-3">
        <input
          id={digestId}
          type="checkbox"
          checked={draft.emailDigest}
          onChange={(event) => change({ emailDigest: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={digestId} className="font-medium text-slate-900">
          Email me a daily digest
        </label>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={zoneId} className="text-sm font-medium text-slate-800">
            Time zone
          </label>
          <select
            id={zoneId}
            value={draft.timeZone}
            onChange={(event) => change({ timeZone: event.target.value })}
            aria-describedby={zoneHintId}
            className={largeInputClasses}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {timeZoneLabel(zone)}
              </option>
            ))}
          </select>
          <p id={zoneHintId} className="mt-1 text-sm text-slate-700">
            {fromBrowser
              ? 'Filled in from your browser; saved when you save.'
              : `Your browser’s time zone: ${timeZoneLabel(browserZone)}.`}
          </p>
        </div>
        <div>
          <label htmlFor={hourId} className="text-sm font-medium text-slate-800">
            Send at
          </label>
          <select
            id={hourId}
            value={draft.digestHour}
            onChange={(event) => change({ digestHour: Number(event.target.value) })}
            className={largeInputClasses}
          >
            {digestHours.map((hour) => (
              <option key={hour.value} value={hour.value}>
                {hour.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Saving…' : 'Save digest settings'}
        </Button>
        <p role="status" className="text-sm font-medium text-green-800">
          {message}
        </p>
      </div>
      {save.isError ? (
        <Alert tone="error" title="We couldn’t save your digest settings" className="mt-4">
          <p>{save.error.message}</p>
        </Alert>
      ) : null}
    </form>
  );
}
