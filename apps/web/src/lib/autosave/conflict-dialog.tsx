import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { openModal } from '@/components/ui/open-modal.ts';
import { formatMoment } from '@/lib/format-moment.ts';

export interface ConflictDialogProps {
  /** What was changed, as the heading names it: "resume", "cover letter". */
  noun: string;
  /** When the other version was saved (ISO). */
  savedAt: string;
  onKeepMine(): void;
  onUseSaved(): void;
}

/**
 * Another tab or device saved this document after it was opened here. Nothing is overwritten until
 * the user picks a version; Escape does not dismiss it.
 */
export function ConflictDialog({ noun, savedAt, onKeepMine, onUseSaved }: ConflictDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog) openModal(dialog);
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby="conflict-title"
      aria-describedby="conflict-description"
      onCancel={(event) => event.preventDefault()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id="conflict-title" className="text-lg font-semibold text-slate-900">
        This {noun} was changed somewhere else
      </h2>
      <div id="conflict-description" className="mt-2 space-y-2 text-sm leading-6 text-slate-700">
        <p>
          Another tab or device saved a newer version ({formatMoment(savedAt)}) while you were
          editing here. Your changes are safe on this device.
        </p>
        <p>
          <strong>Keep mine</strong> saves what you see here as the newest version.{' '}
          <strong>Use the saved version</strong> replaces what you see with the other one.
        </p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onUseSaved}>
          Use the saved version
        </Button>
        <Button onClick={onKeepMine} data-autofocus>
          Keep mine
        </Button>
      </div>
    </dialog>
  );
}
