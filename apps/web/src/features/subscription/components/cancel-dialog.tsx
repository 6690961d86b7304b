import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';

const dangerButtonClasses =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

export interface CancelDialogProps {
  /** The formatted end of the paid period, when known. */
  periodEnd: string | null;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal confirmation (native dialog: focus stays inside, Escape closes, the page behind is
 * inert). "Keep Premium" gets the focus, so a stray Enter does not cancel anything.
 */
export function CancelDialog({ periodEnd, pending, error, onConfirm, onClose }: CancelDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
      className="m-auto w-[min(30rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:p-8"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        Cancel Premium?
      </h2>
      <p id={bodyId} className="mt-3 leading-7 text-slate-700">
        {periodEnd
          ? `You keep Premium until ${periodEnd}. After that your plan changes to Free.`
          : 'You keep Premium until the end of the period you have paid for. After that your plan changes to Free.'}{' '}
        You can resume your subscription before then.
      </p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" autoFocus disabled={pending} onClick={onClose}>
          Keep Premium
        </Button>
        <button
          type="button"
          className={dangerButtonClasses}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? 'Cancelling…' : 'Cancel subscription'}
        </button>
      </div>
    </dialog>
  );
}
