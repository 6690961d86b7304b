import { useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';

export interface UndoToastProps {
  message: string;
  /** Changes for each new toast, restarting its timer. */
  toastKey: string;
  busy: boolean;
  onUndo(): void;
  onDismiss(): void;
  timeoutMs?: number;
}

/** A polite announcement with an Undo button; it waits while the pointer or focus is on it. */
export function UndoToast({
  message,
  toastKey,
  busy,
  onUndo,
  onDismiss,
  timeoutMs = 10_000,
}: UndoToastProps) {
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (paused || busy) return;
    const timer = setTimeout(() => dismiss.current(), timeoutMs);
    return () => clearTimeout(timer);
  }, [paused, busy, timeoutMs, toastKey]);

  return (
    // The strip spans the page's width; only the toast takes the pointer, so the strip's empty
    // sides never cover buttons beneath it.
    <div
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="pointer-events-auto flex items-center gap-4 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
        <p role="status">{message}</p>
        <Button size="sm" variant="inverse" onClick={onUndo} disabled={busy}>
          {busy ? 'Restoring…' : 'Undo'}
        </Button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded p-1 text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          ✕
        </button>
      </div>
    </div>
  );
}
