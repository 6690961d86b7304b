import { priceText, type SubscriptionError } from '@resumio/contract';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { UpgradeButton } from '@/lib/plan/upgrade-button.tsx';
import { useUpgrade } from '@/lib/plan/use-upgrade.ts';
import { useConfig } from '@/lib/config-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { subscriptionView, type SubscriptionView } from '../subscription-view.ts';
import { CancelDialog } from './cancel-dialog.tsx';

type Busy = 'cancel' | 'resume' | null;

/** Cancel (after a confirmation), resume, or upgrade, with the outcome announced. */
export function SubscriptionActions({ view }: { view: SubscriptionView }) {
  const { cancel, resume } = useSubscription();
  const { billing } = useConfig();
  const upgrade = useUpgrade('/subscription');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<SubscriptionError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cancelArea = useRef<HTMLDivElement>(null);
  const resumeArea = useRef<HTMLDivElement>(null);
  const focusIn = (area: typeof cancelArea) =>
    requestAnimationFrame(() => area.current?.querySelector('button')?.focus());

  const closeDialog = () => {
    setConfirming(false);
    setError(null);
    // The dialog is removed rather than closed, so focus goes back to where it came from by hand.
    focusIn(cancelArea);
  };

  const run = async (kind: 'cancel' | 'resume') => {
    setBusy(kind);
    setError(null);
    setNotice(null);
    try {
      const next = subscriptionView(await (kind === 'cancel' ? cancel() : resume()));
      setConfirming(false);
      setNotice(
        kind === 'cancel'
          ? `Your subscription is cancelled. ${next.dateLine ?? 'Premium stays on until the end of the period.'}`
          : `Your subscription is back on. ${next.dateLine ?? ''}`.trim(),
      );
      // The button that was pressed is replaced by its opposite; keep the keyboard user in place.
      focusIn(kind === 'cancel' ? resumeArea : cancelArea);
    } catch (reason) {
      setError(reason as SubscriptionError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-4">
      {view.canUpgrade ? (
        <div className="space-y-3">
          <p className="text-sm font-medium text-slate-700">
            Premium: {priceText(new Date(), billing.pricing)}
          </p>
          <UpgradeButton upgrade={upgrade} />
        </div>
      ) : null}

      {view.canResume ? (
        <div ref={resumeArea} className="space-y-2">
          <p className="text-sm text-slate-700">
            Changed your mind? Resume before then and nothing changes.
          </p>
          <Button disabled={busy !== null} onClick={() => void run('resume')}>
            {busy === 'resume' ? 'Resuming…' : 'Resume subscription'}
          </Button>
        </div>
      ) : null}

      {view.canCancel ? (
        <div ref={cancelArea}>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              setNotice(null);
              setConfirming(true);
            }}
          >
            Cancel subscription
          </Button>
        </div>
      ) : null}

      <p role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </p>
      {error && !confirming ? (
        <Alert tone="error" title="That didn’t work">
          <p>{error.message}</p>
        </Alert>
      ) : null}

      {confirming ? (
        <CancelDialog
          periodEnd={view.periodEnd}
          pending={busy === 'cancel'}
          error={error?.message ?? null}
          onConfirm={() => void run('cancel')}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
}
