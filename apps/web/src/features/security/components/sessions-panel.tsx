import type { AccountSession } from '@resumio/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useSignOutEverywhere } from '../api/security.ts';
import { deviceLabel, formatWhen } from '../model/device-label.ts';

/** The signed-in devices, and "Sign out everywhere" (this device included), confirmed once. */
export function SessionsPanel({ sessions }: { sessions: AccountSession[] }) {
  const auth = useAuth();
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);

  const run = () =>
    signOutEverywhere.mutate(undefined, {
      onSuccess() {
        // This device's tokens are revoked too: finish signing out here.
        void auth.signOut();
      },
    });

  return (
    <div>
      {sessions.length === 0 ? (
        <p className="text-slate-700">No device is signed in apart from this one.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-4">
              <span className="font-medium text-slate-900">{deviceLabel(session.userAgent)}</span>
              {session.current ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  This device
                </span>
              ) : null}
              <span className="text-sm text-slate-600">
                {session.signedInAt
                  ? `Signed in ${formatWhen(session.signedInAt)}`
                  : 'Signed in before this list was kept'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {signOutEverywhere.isSuccess ? (
          <p role="status" className="font-medium text-slate-900">
            Every device was signed out. Signing you out here…
          </p>
        ) : confirming ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-700">This signs you out here too.</p>
            <Button
              variant="danger-ghost"
              className="border border-red-600"
              onClick={run}
              disabled={signOutEverywhere.isPending}
              aria-busy={signOutEverywhere.isPending || undefined}
            >
              {signOutEverywhere.isPending ? 'Signing out…' : 'Yes, sign out everywhere'}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere…
          </Button>
        )}
        {signOutEverywhere.isError ? (
          <Alert tone="error" title="You are still signed in" className="mt-3">
            <p>{signOutEverywhere.error.message}</p>
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
