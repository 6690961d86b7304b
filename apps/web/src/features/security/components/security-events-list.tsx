import type { SecurityEvent, SecurityEventKind } from '@resumio/contract';
import { deviceLabel, formatWhen } from '../model/device-label.ts';

const WHAT: Record<SecurityEventKind, string> = {
  'sign-in': 'Signed in',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset by email link',
  'email-changed': 'Email address changed',
  'signed-out-everywhere': 'Signed out everywhere',
  'two-factor-enabled': 'Two-factor sign-in turned on',
  'two-factor-disabled': 'Two-factor sign-in turned off',
  'recovery-codes-regenerated': 'New recovery codes made',
  'recovery-code-used': 'Recovery code used',
};

/** The last 90 days, newest first: a change the owner did not make stands out here. */
export function SecurityEventsList({ events }: { events: SecurityEvent[] }) {
  if (events.length === 0) {
    return <p className="text-slate-700">Nothing in the last 90 days.</p>;
  }
  return (
    <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {events.map((event) => (
        <li key={event.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-4">
          <span className="font-medium text-slate-900">{WHAT[event.kind]}</span>
          <span className="text-sm text-slate-600">
            <time dateTime={event.at}>{formatWhen(event.at)}</time>
            {event.userAgent ? ` · ${deviceLabel(event.userAgent)}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
