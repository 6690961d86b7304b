import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { largeInputClasses } from '@/components/ui/field-styles.ts';
import { fieldError, useChangePassword } from '../api/security.ts';

/**
 * Change the password: the current one proves it is the owner; the new one follows the rules of
 * sign-up, checked by the server. What was typed stays on a refusal.
 */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess() {
          setCurrentPassword('');
          setNewPassword('');
        },
      },
    );
  };

  const currentError = fieldError(change.error, 'currentPassword');
  const newError = fieldError(change.error, 'newPassword');
  const otherError = change.isError && !currentError && !newError ? change.error.message : null;

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-label="Change password">
      <FieldFrame label="Current password" error={currentError}>
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
      <FieldFrame
        label="New password"
        hint="At least 8 characters. A long phrase you use nowhere else is best."
        error={newError}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            className={largeInputClasses}
          />
        )}
      </FieldFrame>
      {otherError ? (
        <Alert tone="error" title="Your password was not changed">
          <p>{otherError}</p>
        </Alert>
      ) : null}
      <p role="status" className="text-sm font-medium text-slate-900 empty:hidden">
        {change.isSuccess
          ? `Your password is changed. ${
              change.data.endedSessions > 0
                ? 'Every other device was signed out.'
                : 'No other device was signed in.'
            }`
          : ''}
      </p>
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
