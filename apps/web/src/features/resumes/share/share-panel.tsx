import {
  CUSTOM_SLUG_PATTERN,
  type ResumeShare,
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  SHARE_VIEW_DAYS,
  type SaveResumeShareRequest,
  type ShareViews,
} from '@resumio/contract/resumes';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses, labelClasses } from '@/components/ui/field-styles.ts';
import { LockIcon } from '@/components/ui/icons.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { plural } from '@/lib/plural.ts';
import type { PremiumProps } from '../premium-props.ts';
import { useResumeShare, useRevokeShare, useSaveShare } from './share-api.ts';

export interface SharePanelProps extends PremiumProps {
  resumeId: string;
  headingLevel?: 'h2' | 'h3';
}

const CUSTOM_SLUG_UPGRADE = {
  title: 'Choose your own link',
  description:
    'Premium lets you pick a readable address such as /r/ada-lovelace. Every plan gets a private random link.',
};

/** A local calendar day (`YYYY-MM-DD`) for a date input; the link ends at that day's end. */
function dayOf(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

function ViewCounts({ views }: { views: ShareViews }) {
  const recent = views.days.reduce((sum, d) => sum + d.views, 0);
  return (
    <div>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{plural(views.total, 'view')}</span> in total
        · {recent} in the last {SHARE_VIEW_DAYS} days
      </p>
      {views.days.length > 0 ? (
        <table className="mt-2 w-full text-left text-xs text-slate-700">
          <caption className="sr-only">Views per day</caption>
          <thead>
            <tr>
              <th scope="col" className="font-medium">
                Day
              </th>
              <th scope="col" className="text-right font-medium">
                Views
              </th>
            </tr>
          </thead>
          <tbody>
            {views.days
              .slice(-7)
              .reverse()
              .map((d) => (
                <tr key={d.day}>
                  <td>{d.day}</td>
                  <td className="text-right tabular-nums">{d.views}</td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">
        Counted per day only: no addresses, cookies or outside trackers.
      </p>
    </div>
  );
}

interface SettingsFormProps extends PremiumProps {
  resumeId: string;
  share: ResumeShare;
}

function SettingsForm({ resumeId, share, isPremium, renderUpgrade }: SettingsFormProps) {
  const id = useId();
  const save = useSaveShare(resumeId);
  const [slug, setSlug] = useState(share.slug);
  const [password, setPassword] = useState('');
  const [expiry, setExpiry] = useState(dayOf(share.expiresAt));
  const [allowPdf, setAllowPdf] = useState(share.allowPdf);
  const [indexable, setIndexable] = useState(share.indexable);
  const [showUpgrade, setShowUpgrade] = useState(false);
  const [saved, setSaved] = useState(false);

  const slugChanged = slug.trim().toLowerCase() !== share.slug;
  const slugInvalid = slugChanged && !CUSTOM_SLUG_PATTERN.test(slug.trim().toLowerCase());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (slugInvalid) return;
    const body: SaveResumeShareRequest = {
      allowPdf,
      indexable,
      expiresAt: expiry ? endOfDay(expiry) : null,
      ...(isPremium && slugChanged ? { slug: slug.trim().toLowerCase() } : {}),
      ...(password ? { password } : {}),
    };
    save.mutate(body, {
      onSuccess() {
        setPassword('');
        setSaved(true);
      },
    });
  };

  const removePassword = () => {
    setSaved(false);
    save.mutate({ password: null }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      <div>
        <label htmlFor={`${id}-slug`} className={labelClasses}>
          Link name{' '}
          {!isPremium ? (
            <span className="inline-flex items-center gap-0.5 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
              <LockIcon />
              Premium
            </span>
          ) : null}
        </label>
        <div className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <span aria-hidden="true">/r/</span>
          <input
            id={`${id}-slug`}
            className={inputClasses.replace('mt-1 ', '')}
            value={slug}
            onChange={(e) => setSlug(e.target.value)}
            readOnly={!isPremium}
            aria-invalid={slugInvalid}
            aria-describedby={`${id}-slug-help`}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <p id={`${id}-slug-help`} className="mt-1 text-xs text-slate-600">
          {slugInvalid
            ? 'Use 3–40 lower-case letters, digits and single hyphens.'
            : isPremium
              ? 'A readable address, e.g. ada-lovelace.'
              : 'Your link is random, so only people you give it to can find it.'}
        </p>
        {!isPremium ? (
          <Button
            size="sm"
            variant="ghost"
            className="mt-1"
            onClick={() => setShowUpgrade((v) => !v)}
            aria-expanded={showUpgrade}
          >
            Choose your own link name
          </Button>
        ) : null}
        {showUpgrade ? <div className="mt-2">{renderUpgrade(CUSTOM_SLUG_UPGRADE)}</div> : null}
      </div>

      <div>
        <label htmlFor={`${id}-password`} className={labelClasses}>
          {share.hasPassword ? 'New password' : 'Password (optional)'}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          className={inputClasses}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          minLength={SHARE_PASSWORD_MIN}
          maxLength={SHARE_PASSWORD_MAX}
          autoComplete="new-password"
          aria-describedby={`${id}-password-help`}
        />
        <p id={`${id}-password-help`} className="mt-1 text-xs text-slate-600">
          {share.hasPassword
            ? 'This link asks for a password. Type a new one to change it.'
            : `Visitors must type it to see the resume (at least ${SHARE_PASSWORD_MIN} characters).`}
        </p>
        {share.hasPassword ? (
          <Button
            size="sm"
            variant="ghost"
            className="mt-1"
            onClick={removePassword}
            disabled={save.isPending}
          >
            Remove the password
          </Button>
        ) : null}
      </div>

      <div>
        <label htmlFor={`${id}-expiry`} className={labelClasses}>
          Ends on (optional)
        </label>
        <input
          id={`${id}-expiry`}
          type="date"
          className={inputClasses}
          value={expiry}
          min={dayOf(new Date().toISOString())}
          onChange={(e) => setExpiry(e.target.value)}
        />
      </div>

      <fieldset className="space-y-2">
        <legend className="sr-only">What visitors may do</legend>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={allowPdf}
            onChange={(e) => setAllowPdf(e.target.checked)}
          />
          Allow PDF download
        </label>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={indexable}
            onChange={(e) => setIndexable(e.target.checked)}
          />
          Let search engines list this page
        </label>
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={save.isPending || slugInvalid}>
          {save.isPending ? 'Saving…' : 'Save link settings'}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {saved ? 'Saved.' : ''}
        </p>
      </div>
      {save.isError ? (
        <Alert tone="error" title="The link was not saved">
          <p>{errorText(save.error)}</p>
        </Alert>
      ) : null}
    </form>
  );
}

/**
 * "Share a resume": the public link's address, its settings, its views and revoking it. The
 * server checks every rule again (Premium for a custom name, a future expiry, ownership).
 */
export function SharePanel({
  resumeId,
  isPremium,
  renderUpgrade,
  headingLevel = 'h2',
}: SharePanelProps) {
  const Heading = headingLevel;
  const headingId = useId();
  const query = useResumeShare(resumeId);
  const create = useSaveShare(resumeId);
  const revoke = useRevokeShare(resumeId);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  const share = query.data?.share ?? null;
  const url = share ? `${window.location.origin}${share.path}` : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        Share a link
      </Heading>
      {query.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading the link…</p>
      ) : query.isError ? (
        <Alert tone="error" title="The link settings did not load" className="mt-3">
          <p>{errorText(query.error)}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : !share ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Anyone with the link sees this resume as a web page, in its template’s style. Search
            engines are asked not to list it, and you can turn it off at any time.
          </p>
          <Button
            size="sm"
            className="mt-3"
            onClick={() => create.mutate({})}
            disabled={create.isPending}
          >
            {create.isPending ? 'Creating…' : 'Create a link'}
          </Button>
          {create.isError ? (
            <Alert tone="error" title="The link was not created" className="mt-3">
              <p>{errorText(create.error)}</p>
            </Alert>
          ) : null}
        </>
      ) : (
        <>
          {share.status === 'expired' ? (
            <Alert tone="info" title="This link has expired" className="mt-3">
              <p>Visitors see that it has ended. Choose a later end date to open it again.</p>
            </Alert>
          ) : null}
          <label htmlFor={`${headingId}-url`} className={`${labelClasses} mt-3`}>
            Public link
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={`${headingId}-url`}
              className={inputClasses.replace('mt-1 ', '')}
              value={url}
              readOnly
              onFocus={(e) => e.target.select()}
            />
            <Button size="sm" variant="secondary" onClick={() => void copy()}>
              Copy
            </Button>
          </div>
          <p className="mt-1 text-sm" aria-live="polite">
            {copied ? 'Link copied.' : ''}{' '}
            <a
              href={share.path}
              target="_blank"
              rel="noopener"
              className="font-medium text-brand-700 underline"
            >
              Open the page<span className="sr-only"> (in a new tab)</span>
            </a>
          </p>
          <div className="mt-4 rounded-xl bg-slate-50 p-3">
            <ViewCounts views={query.data.views} />
          </div>
          <SettingsForm
            key={share.slug}
            resumeId={resumeId}
            share={share}
            isPremium={isPremium}
            renderUpgrade={renderUpgrade}
          />
          <div className="mt-5 border-t border-slate-200 pt-4">
            {confirming ? (
              <div role="group" aria-label="Turn the link off" className="space-y-2">
                <p className="text-sm text-slate-800">
                  Turn this link off? Anyone who opens it will see that it has ended. A new link
                  will have a new address.
                </p>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="danger-ghost"
                    onClick={() =>
                      revoke.mutate(undefined, { onSettled: () => setConfirming(false) })
                    }
                    disabled={revoke.isPending}
                  >
                    {revoke.isPending ? 'Turning off…' : 'Yes, turn it off'}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                    Keep it
                  </Button>
                </div>
              </div>
            ) : (
              <Button size="sm" variant="danger-ghost" onClick={() => setConfirming(true)}>
                Turn the link off
              </Button>
            )}
            {revoke.isError ? (
              <Alert tone="error" title="The link is still on" className="mt-3">
                <p>{errorText(revoke.error)}</p>
              </Alert>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
