import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';

export interface SaveOfferProps {
  saving: boolean;
  error: string | null;
  /** Just back from signing in or up to save: the offer takes focus. */
  prominent: boolean;
  onSave(): void;
}

/** Signed in with a try-out resume in this browser: offer to move it into the account. */
export function SaveOffer({ saving, error, prominent, onSave }: SaveOfferProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (prominent) headingRef.current?.focus();
  }, [prominent]);
  return (
    <section
      aria-labelledby="save-offer-heading"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div>
          <h2
            id="save-offer-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-emerald-950 focus:outline-none"
          >
            Save this resume to your account
          </h2>
          <p className="text-sm text-emerald-900">
            It moves into My Resumes exactly as it is here; the copy in this browser is cleared once
            it is safely saved.
          </p>
        </div>
        <Button className="shrink-0 sm:ml-auto" onClick={onSave} disabled={saving}>
          {saving ? 'Saving…' : 'Save to my account'}
        </Button>
      </div>
      {error ? (
        <Alert tone="error" title="Not saved yet" className="mt-3">
          <p>{error}</p>
        </Alert>
      ) : null}
    </section>
  );
}
