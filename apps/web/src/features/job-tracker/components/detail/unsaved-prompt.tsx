import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';

export interface UnsavedPromptProps {
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
  onKeepEditing(): void;
}

/** Asked when the drawer is closed with edits not saved: nothing typed is lost by accident. */
export function UnsavedPrompt({ saving, onSave, onDiscard, onKeepEditing }: UnsavedPromptProps) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div
      role="alertdialog"
      aria-labelledby="unsaved-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p id="unsaved-title" className="font-semibold">
        You have unsaved changes
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          ref={first}
          type="button"
          onClick={onSave}
          disabled={saving}
          className="inline-flex min-h-9 items-center rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
        >
          {saving ? 'Saving…' : 'Save and close'}
        </button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Discard changes
        </Button>
        <Button size="sm" variant="ghost" onClick={onKeepEditing}>
          Keep editing
        </Button>
      </div>
    </div>
  );
}
