import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from '@/components/ui/cx.ts';
import { SmallCloseIcon } from '@/components/ui/icons.tsx';
import { openModal } from '@/components/ui/open-modal.ts';

export interface ModalDialogProps {
  title: ReactNode;
  /** A line under the title, also the dialog's description. */
  description?: ReactNode;
  /** `drawer` slides in from the right and fills the height; `center` is a classic dialog. */
  variant?: 'center' | 'drawer';
  onClose(): void;
  children: ReactNode;
  /** Sticks to the bottom: the dialog's main actions. */
  footer?: ReactNode;
  /** The children lay out their own scrolling area and footer (a form with its save bar). */
  bare?: boolean;
  className?: string;
}

/**
 * A modal on the native dialog element: the page behind is inert and focus stays inside, Escape
 * and the close button call `onClose`, and focus goes back to where it was when it closes.
 */
export function ModalDialog({
  title,
  description,
  variant = 'center',
  onClose,
  children,
  footer,
  bare,
  className,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog) openModal(dialog);
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      // The opener may have been replaced while the dialog was open (a card that moved).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const drawer = variant === 'drawer';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onKeyDown={(event) => {
        // Where the browser has no modal dialog (and in tests) Escape still closes it.
        if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function') {
          event.preventDefault();
          close.current();
        }
      }}
      className={cx(
        'flex-col bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 open:flex',
        drawer
          ? 'm-0 ml-auto h-dvh max-h-dvh w-full max-w-2xl sm:rounded-l-2xl'
          : 'm-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] rounded-2xl',
        className,
      )}
    >
      <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => close.current()}
          aria-label="Close"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <SmallCloseIcon />
        </button>
      </div>
      {bare ? (
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
      )}
      {footer ? (
        <div className="border-t border-slate-200 bg-slate-50 px-5 py-3 sm:px-6">{footer}</div>
      ) : null}
    </dialog>
  );
}
