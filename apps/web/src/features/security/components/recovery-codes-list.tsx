import { Button } from '@/components/ui/button.tsx';

/**
 * The recovery codes, shown this once (the server keeps only their hashes). Focus lands on the
 * heading so a screen reader starts reading them, not the next button.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 tabIndex={-1} ref={(node) => node?.focus()} className="font-semibold text-slate-900">
        Save your recovery codes
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-800">
        If you lose your phone, each of these codes signs you in once instead of the app. Keep them
        somewhere safe, like a password manager. You will not see them again.
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button className="mt-4" onClick={onDone}>
        I have saved my codes
      </Button>
    </div>
  );
}
