import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { LoadingRegion } from '@/components/ui/loading-region.tsx';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCreateCalendarFeed } from '../api/create-calendar-feed.ts';
import { useCalendarFeed } from '../api/get-calendar-feed.ts';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed.ts';
import { trackCalendarFeed } from '../model/track-reminders.ts';
import { CopyButton } from './copy-button.tsx';
import { CALENDAR_FEED_ID } from '@/lib/jobs/calendar-feed-link.ts';

type FocusTarget = 'create' | 'address' | 'regenerate' | 'revoke';

const createdFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The private calendar (ICS) feed: create it, copy its address into a calendar app, replace it
 * with a new address if the old one leaked, or turn it off. Replacing and turning off break every
 * calendar subscribed to the old address, so both ask first.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const addressId = useId();
  const createRef = useRef<HTMLButtonElement>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const regenerateRef = useRef<HTMLButtonElement>(null);
  const revokeRef = useRef<HTMLButtonElement>(null);
  // Where focus goes once the next render has put the element on the page (after a dialog, or
  // when the feed appears or disappears), so keyboard users are never left on a removed button.
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const element = {
      create: createRef,
      address: addressRef,
      regenerate: regenerateRef,
      revoke: revokeRef,
    }[target].current;
    element?.focus();
  });

  const closeDialog = (focus: FocusTarget) => {
    focusNext.current = focus;
    setConfirming(null);
  };

  const createFeed = () => {
    setAnnouncement('');
    create.mutate(undefined, {
      onSuccess() {
        trackCalendarFeed('create');
        focusNext.current = 'address';
        setAnnouncement('Your calendar feed is ready. Copy its address into your calendar app.');
      },
    });
  };

  const regenerate = () => {
    create.mutate(undefined, {
      onSuccess() {
        trackCalendarFeed('regenerate');
        setAnnouncement('New address created. The old address no longer works.');
        closeDialog('address');
      },
    });
  };

  const turnOff = () => {
    revoke.mutate(undefined, {
      onSuccess() {
        trackCalendarFeed('revoke');
        setAnnouncement('Calendar feed turned off. Its address no longer works.');
        closeDialog('create');
      },
    });
  };

  let body;
  if (feed.isPending) {
    body = (
      <LoadingRegion label="Loading your calendar feed…" className="mt-4">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="mt-3 h-11 w-48" />
      </LoadingRegion>
    );
  } else if (feed.isError) {
    body = (
      <QueryRetryAlert className="mt-4" title="We couldn’t load your calendar feed" query={feed} />
    );
  } else if (!feed.data.url) {
    body = (
      <div className="mt-4">
        <Button
          ref={createRef}
          onClick={createFeed}
          disabled={create.isPending}
          aria-busy={create.isPending || undefined}
        >
          {create.isPending ? 'Creating…' : 'Create calendar feed'}
        </Button>
        {create.isError && !confirming ? (
          <Alert tone="error" title="We couldn’t create your calendar feed" className="mt-4">
            <p>{create.error.message}</p>
          </Alert>
        ) : null}
      </div>
    );
  } else {
    const created = feed.data.createdAt
      ? createdFormat.format(new Date(feed.data.createdAt))
      : null;
    body = (
      <div className="mt-4">
        <label htmlFor={addressId} className="text-sm font-medium text-slate-800">
          Your private calendar address
        </label>
        <div className="mt-1 flex flex-wrap gap-3">
          <input
            ref={addressRef}
            id={addressId}
            type="text"
            readOnly
            value={feed.data.url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 basis-64 rounded-lg border border-slate-400 bg-slate-50 px-3 font-mono text-sm text-slate-900"
          />
          <CopyButton
            text={feed.data.url}
            label="Copy address"
            copiedMessage="Address copied to the clipboard."
            onCopied={() => trackCalendarFeed('copy')}
          />
        </div>
        <p className="mt-2 text-sm leading-6 text-slate-700">
          {created ? `Created on ${created}. ` : ''}Anyone with this address can see your reminders,
          so keep it to yourself. In Google Calendar, add it under “From URL”; in Apple Calendar,
          “New Calendar Subscription”; in Outlook, “Subscribe from web”.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button
            ref={regenerateRef}
            variant="secondary"
            onClick={() => {
              create.reset();
              setConfirming('regenerate');
            }}
          >
            Regenerate address
          </Button>
          <Button
            ref={revokeRef}
            variant="danger-ghost"
            onClick={() => {
              revoke.reset();
              setConfirming('revoke');
            }}
          >
            Turn off feed
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} id={CALENDAR_FEED_ID} className="scroll-mt-24">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Calendar feed
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">
        See your deadlines, follow-ups and interviews in Google Calendar, Apple Calendar or Outlook.
        They subscribe to a private address and keep up with the tracker by themselves.
      </p>
      {body}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {confirming === 'regenerate' ? (
        <ConfirmDialog
          title="Regenerate the calendar address?"
          confirmLabel="Regenerate address"
          pendingLabel="Regenerating…"
          cancelLabel="Keep the current address"
          pending={create.isPending}
          error={create.isError ? create.error.message : null}
          onConfirm={regenerate}
          onClose={() => closeDialog('regenerate')}
        >
          <p>
            You get a new address and the current one stops working at once. Calendars subscribed to
            it stop updating until you subscribe them to the new address.
          </p>
        </ConfirmDialog>
      ) : null}
      {confirming === 'revoke' ? (
        <ConfirmDialog
          title="Turn off the calendar feed?"
          confirmLabel="Turn off feed"
          pendingLabel="Turning off…"
          cancelLabel="Keep the feed"
          pending={revoke.isPending}
          error={revoke.isError ? revoke.error.message : null}
          onConfirm={turnOff}
          onClose={() => closeDialog('revoke')}
        >
          <p>
            The address stops working at once and calendars subscribed to it stop updating. You can
            create a new feed at any time.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
