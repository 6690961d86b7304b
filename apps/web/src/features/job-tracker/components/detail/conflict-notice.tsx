import { Button } from '@/components/ui/button.tsx';
import { formatMoment } from '@/lib/format-moment.ts';

export interface ConflictNoticeProps {
  /** When the other version was saved. */
  savedAt: string;
  pending: boolean;
  onKeepMine(): void;
  onUseSaved(): void;
}

/**
 * Another tab or device saved this application after it was opened here. Nothing is overwritten
 * until the user picks a version, and the edits on screen stay until then.
 */
export function ConflictNotice({ savedAt, pending, onKeepMine, onUseSaved }: ConflictNoticeProps) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">This application was changed somewhere else</p>
      <p className="mt-1 leading-6">
        Another tab or device saved it ({formatMoment(savedAt)}) after you opened it here, so your
        changes were not saved yet. They are still in the form.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine} disabled={pending}>
          Save my changes over it
        </Button>
        <Button size="sm" variant="secondary" onClick={onUseSaved} disabled={pending}>
          Load the saved version
        </Button>
      </div>
    </div>
  );
}
