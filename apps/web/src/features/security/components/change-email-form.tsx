import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { largeInputClasses } from '@/components/ui/field-styles.ts';
import { fieldError, useChangeEmail } from '../api/security.ts';

/** Change the address: nothing changes until the link mailed to the new address is used. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | null }) {
  const change = useChangeEmail();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ newEmail, currentPassword }, { onSuccess: () => setCurrentPassword('') });
  };

  const emailError = fieldError(change.error, 'newEmail');
  const passwordError = fieldError(change.error, 'currentPassword');
  const otherError = change.isError && !emailError && !passwordError ? change.error.message : null;

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4" aria-label="Change email">
      <FieldFrame
        label="New email address"
        hint={currentEmail ? `Your account uses ${currentEmail} now.` : undefined}
        error={emailError}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            name="new-email"
            autoComplete="email"
            spellCheck={false}
            required
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            className={largeInputClasses}
          />
        )}
      </FieldFrame>
      <FieldFrame label="Current password" error={passwordError}>
        {(control) => (
          <input
            {...control}
            type="password"
            name="email-current-password"
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
            className={largeInputClasses}
          />
        )}
      </FieldFrame>
      {otherError ? (
        <Alert tone="error" title="Your email address was not changed">
          <p>{otherError}</p>
        </Alert>
      ) : null}
      <p role="status" className="text-sm font-medium text-slate-900 empty:hidden">
        {change.isSuccess
          ? `Check the inbox of ${change.data.sentTo}: your account moves there once you open the link we sent. Your current address is told of the change.`
          : ''}
      </p>
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
        {change.isPending ? 'Sending…' : 'Send confirmation link'}
      </Button>
    </form>
  );
}
