import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { largeInputClasses } from '@/components/ui/field-styles.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useConfig } from '@/lib/config-context.ts';
import { downloadAccountData, useDeleteAccount } from '../api/account-data.ts';
import { ZipExportPanel } from './zip-export-panel.tsx';

/** The server's message for the typed address, when it refused it. */
function emailError(error: unknown): string | undefined {
  if (!isApiError(error) || error.code !== 'VALIDATION_ERROR') return undefined;
  const details = Array.isArray(error.details) ? (error.details as unknown[]) : [];
  const issue = details.find(
    (d): d is { path: string; message: string } =>
      typeof d === 'object' && d !== null && (d as { path?: unknown }).path === 'email',
  );
  return issue?.message ?? error.message;
}

/**
 * "Your data": download everything the account holds as one file, and delete the account, which
 * asks for the account's email address to be typed again. What was typed stays on a refusal.
 */
export function AccountDataPanel() {
  const auth = useAuth();
  const { oidc } = useConfig();
  const remove = useDeleteAccount();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [downloaded, setDownloaded] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const deleteHeadingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const reopenFocus = useRef(false);

  useEffect(() => {
    if (confirming) inputRef.current?.focus();
    else if (reopenFocus.current) {
      reopenFocus.current = false;
      openRef.current?.focus();
    }
  }, [confirming]);

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    setDownloaded('');
    try {
      const { fileName } = await downloadAccountData(await auth.getAccessToken());
      setDownloaded(`Your data was saved as ${fileName}.`);
    } catch (error) {
      setDownloadError(
        error instanceof Error ? error.message : 'We couldn’t prepare your data. Please try again.',
      );
    } finally {
      setDownloading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setMissing(false);
    remove.mutate(
      { email },
      {
        onSuccess() {
          void auth.signOut();
        },
        onError() {
          inputRef.current?.focus();
        },
      },
    );
  };

  const cancel = () => {
    reopenFocus.current = true;
    setConfirming(false);
    remove.reset();
    setMissing(false);
  };

  const fieldError = missing
    ? 'Type your email address to confirm.'
    : remove.isError
      ? emailError(remove.error)
      : undefined;
  const otherError = remove.isError && !fieldError ? remove.error.message : null;

  return (
    <div>
      <p className="max-w-2xl leading-7 text-slate-700">
        Download a copy of everything in your account: resumes with their content and versions,
        cover letters, job applications with their notes and history, your settings and your plan.
        Passwords and private links are never included.
      </p>
      <div className="mt-4">
        <Button
          variant="secondary"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? 'Preparing your data…' : 'Download your data (JSON)'}
        </Button>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {downloaded}
        </p>
        {downloadError ? (
          <Alert tone="error" title="We couldn’t download your data" className="mt-2">
            <p>{downloadError}</p>
          </Alert>
        ) : null}
      </div>
      <ZipExportPanel />

      <section aria-labelledby={deleteHeadingId} className="mt-10">
        <h3 id={deleteHeadingId} className="text-lg font-semibold text-slate-900">
          Delete your account
        </h3>
        <p className="mt-1 max-w-2xl leading-7 text-slate-700">
          Deleting your account removes your resumes, cover letters, job applications and settings
          for good, cancels a Premium subscription (no further payment is taken), signs you out on
          every device and emails you a confirmation. Payment records the law requires stay with the
          payment provider. Download your data first if you want to keep a copy.
          {oidc.embedded
            ? null
            : ' Your sign-in account belongs to your organisation’s sign-in provider and is not deleted.'}
        </p>
        {remove.isSuccess ? (
          <p role="status" className="mt-4 font-medium text-slate-900">
            Your account was deleted. Signing you out…
          </p>
        ) : !confirming ? (
          <Button
            ref={openRef}
            variant="danger-ghost"
            className="mt-4 border border-red-300"
            onClick={() => setConfirming(true)}
          >
            Delete my account…
          </Button>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 max-w-md">
            <FieldFrame
              label="Type your email address to confirm"
              hint={auth.user?.email ? `Your account’s address is ${auth.user.email}.` : undefined}
              error={fieldError}
            >
              {(control) => (
                <input
                  {...control}
                  ref={inputRef}
                  type="email"
                  name="email"
                  autoComplete="off"
                  spellCheck={false}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  className={largeInputClasses}
                />
              )}
            </FieldFrame>
            {otherError ? (
              <Alert tone="error" title="Your account was not deleted" className="mt-4">
                <p>{otherError}</p>
              </Alert>
            ) : null}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button
                type="submit"
                variant="danger-ghost"
                className="border border-red-600"
                disabled={remove.isPending}
                aria-busy={remove.isPending || undefined}
              >
                {remove.isPending ? 'Deleting…' : 'Delete my account permanently'}
              </Button>
              <Button variant="ghost" onClick={cancel} disabled={remove.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
