import type { TwoFactorStatusResponse } from '@resumio/contract';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { largeInputClasses } from '@/components/ui/field-styles.ts';
import { formatWhen } from '../model/device-label.ts';
import { fieldError } from '../api/security.ts';
import { useDisableTwoFactor, useRegenerateRecoveryCodes } from '../api/two-factor.ts';

type Action = 'regenerate' | 'disable';

/**
 * Two-factor sign-in is on: new recovery codes, or turning it off. Both need the password or a
 * code from the app (someone at an unlocked laptop has neither); what was typed stays on a refusal.
 */
export function TwoFactorManage({
  status,
  onCodes,
}: {
  status: TwoFactorStatusResponse;
  /** Receives the new recovery codes to show once. */
  onCodes: (codes: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [action, setAction] = useState<Action>('regenerate');
  const [currentPassword, setCurrentPassword] = useState('');
  const [code, setCode] = useState('');

  const mutation = action === 'disable' ? disable : regenerate;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const chosen: Action =
      submitter?.getAttribute('value') === 'disable' ? 'disable' : 'regenerate';
    setAction(chosen);
    const proof = currentPassword ? { currentPassword } : { code };
    const clear = () => {
      setCurrentPassword('');
      setCode('');
    };
    if (chosen === 'disable') disable.mutate(proof, { onSuccess: clear });
    else {
      regenerate.mutate(proof, {
        onSuccess(data) {
          clear();
          onCodes(data.recoveryCodes);
        },
      });
    }
  };

  const passwordError = fieldError(mutation.error, 'currentPassword');
  const codeError = fieldError(mutation.error, 'code');
  const otherError =
    mutation.isError && !passwordError && !codeError ? mutation.error.message : null;
  const pending = regenerate.isPending || disable.isPending;

  return (
    <div className="max-w-md space-y-4">
      <p className="leading-7 text-slate-700">
        <strong className="font-semibold text-slate-900">Two-factor sign-in is on</strong>
        {status.enabledAt ? ` since ${formatWhen(status.enabledAt)}` : ''}.{' '}
        {status.recoveryCodesLeft} recovery code{status.recoveryCodesLeft === 1 ? '' : 's'} left.
      </p>
      <form
        noValidate
        onSubmit={submit}
        className="space-y-4"
        aria-label="Manage two-factor sign-in"
      >
        <FieldFrame label="Current password" error={passwordError}>
          {(control) => (
            <input
              {...control}
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              className={largeInputClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame
          label="Or a code from your app"
          hint="A 6-digit code, or one of your recovery codes."
          error={codeError}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              name="code"
              autoComplete="one-time-code"
              spellCheck={false}
              maxLength={64}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={largeInputClasses}
            />
          )}
        </FieldFrame>
        {otherError ? (
          <Alert
            tone="error"
            title={
              action === 'disable'
                ? 'Two-factor sign-in is still on'
                : 'Your recovery codes did not change'
            }
          >
            <p>{otherError}</p>
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" value="regenerate" variant="secondary" disabled={pending}>
            Make new recovery codes
          </Button>
          <Button type="submit" value="disable" variant="danger-ghost" disabled={pending}>
            Turn off two-factor sign-in
          </Button>
        </div>
      </form>
    </div>
  );
}
