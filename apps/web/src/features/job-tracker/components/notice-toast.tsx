export interface NoticeToastProps {
  text: string;
  onDismiss(): void;
}

/**
 * A confirmation ("Added …", "Moved …") that floats over the page instead of pushing the board
 * down while cards are being added; announced politely, and it fades on its own.
 */
export function NoticeToast({ text, onDismiss }: NoticeToastProps) {
  return (
    <div className="pointer-events-none fixed right-4 bottom-20 left-4 z-40 flex justify-end sm:left-auto">
      <div className="pointer-events-auto flex max-w-sm items-start gap-3 rounded-xl border border-brand-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg">
        <p role="status" className="flex-1">
          {text}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="rounded p-0.5 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          ✕
        </button>
      </div>
    </div>
  );
}
