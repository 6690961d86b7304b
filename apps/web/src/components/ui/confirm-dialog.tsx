import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { openModal } from './open-modal.ts';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

const confirmClasses =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A modal question before something that cannot be undone (native dialog: focus stays inside,
 * Escape closes, the page behind is inert). The safe choice has the focus, so a stray Enter keeps
 * things as they are. While the action runs, neither button nor Escape can close it.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  cancelLabel = 'Cancel',
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    if (ref.current) openModal(ref.current);
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
        {title}
      </h2>
      <div id={bodyId} className="mt-3 leading-7 text-slate-700">
        {children}
      </div>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" data-autofocus disabled={pending} onClick={onClose}>
          {cancelLabel}
        </Button>
        <button type="button" className={confirmClasses} disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
