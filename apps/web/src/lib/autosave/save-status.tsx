import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';
import type { AutosaveState } from './autosave-controller.ts';

const TEXT: Record<AutosaveState['status'], string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  offline: 'Offline — changes kept on this device',
  error: 'Couldn’t save',
  invalid: 'Not saved yet — check the highlighted fields (kept on this device)',
  conflict: 'Changed elsewhere — choose which version to keep',
};

const DOT: Record<AutosaveState['status'], string> = {
  saved: 'bg-emerald-500',
  pending: 'bg-amber-400',
  saving: 'bg-amber-400',
  offline: 'bg-slate-400',
  error: 'bg-red-600',
  invalid: 'bg-red-600',
  conflict: 'bg-red-600',
};

export interface SaveStatusProps {
  state: AutosaveState;
  onRetry(): void;
}

/** The save state in a polite live region, so screen-reader users hear it too. */
export function SaveStatus({ state, onRetry }: SaveStatusProps) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', DOT[state.status])} />
      <span role="status" data-testid="save-status" className="text-slate-700">
        {TEXT[state.status]}
      </span>
      {state.status === 'error' ? (
        <Button size="sm" variant="ghost" onClick={onRetry} title={state.errorMessage ?? undefined}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
