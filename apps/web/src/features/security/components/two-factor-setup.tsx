import type { StartTwoFactorResponse } from '@resumio/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { largeInputClasses } from '@/components/ui/field-styles.ts';
import { fieldError } from '../api/security.ts';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor.ts';

/** The secret in groups of four, as authenticator apps show typed keys. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Turning two-factor sign-in on: the password, then the QR code (or the key to type) and a first
 * code from the app, then the recovery codes once. Nothing is on until that first code is right.
 */
/** `onCodes` receives the recovery codes to show once. */
export function TwoFactorSetup({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');
  const [started, setStarted] = useState<StartTwoFactorResponse | null>(null);

  if (!started) {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      start.mutate(
        { currentPassword },
        {
          onSuccess(data) {
            setCurrentPassword('');
            setStarted(data);
          },
        },
      );
    };
    const passwordError = fieldError(start.error, 'currentPassword');
    const otherError = start.isError && !passwordError ? start.error.message : null;
    return (
      <form
        noValidate
        onSubmit={submit}
        className="max-w-md space-y-4"
        aria-label="Set up two-factor sign-in"
      >
        <FieldFrame label="Current password" error={passwordError}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="current-password"
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              className={largeInputClasses}
            />
          )}
        </FieldFrame>
        {otherError ? (
          <Alert tone="error" title="Two-factor sign-in was not set up">
            <p>{otherError}</p>
          </Alert>
        ) : null}
        <Button type="submit" disabled={start.isPending} aria-busy={start.isPending || undefined}>
          {start.isPending ? 'Starting…' : 'Set up two-factor sign-in'}
        </Button>
      </form>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ code }, { onSuccess: (data) => onCodes(data.recoveryCodes) });
  };
  const codeError = fieldError(confirm.error, 'code');
  const otherError = confirm.isError && !codeError ? confirm.error.message : null;
  return (
    <div className="max-w-xl space-y-4">
      <ol className="list-decimal space-y-4 pl-5 leading-7 text-slate-700">
        <li>
          Scan this QR code with an authenticator app, such as the one built into your password
          manager.
          <img
            src={started.qrCode}
            alt="QR code to add Resumio to your authenticator app"
            width={176}
            height={176}
            className="mt-2 rounded-lg border border-slate-200 bg-white"
          />
          <p className="mt-2 text-sm">
            Can’t scan it? Type this key into the app instead:{' '}
            <code className="font-mono text-slate-900" aria-label="Setup key">
              {grouped(started.secret)}
            </code>
          </p>
        </li>
        <li>
          <form
            noValidate
            onSubmit={submit}
            className="space-y-4"
            aria-label="Confirm two-factor sign-in"
          >
            <FieldFrame
              label="Code from the app"
              hint="The 6-digit code the app now shows for Resumio."
              error={codeError}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  name="code"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  required
                  maxLength={12}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  className={largeInputClasses}
                />
              )}
            </FieldFrame>
            {otherError ? (
              <Alert tone="error" title="Two-factor sign-in is not on">
                <p>{otherError}</p>
              </Alert>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                disabled={confirm.isPending}
                aria-busy={confirm.isPending || undefined}
              >
                {confirm.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
              </Button>
              <Button variant="ghost" onClick={() => setStarted(null)}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
