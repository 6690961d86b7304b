import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  contactTopicLabels,
  contactTopics,
  supportResponseTimes,
  type ContactTopic,
} from '@resumio/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldFrame } from '@/components/ui/field-frame.tsx';
import { inputClasses } from '@/components/ui/field-styles.ts';
import { TextLink } from '@/components/ui/text-link.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useSubscription } from '@/lib/plan/plan-context.ts';
import { fetchFormToken } from '../api/form-token.ts';
import { useSendContactMessage, type FormStamp } from '../api/send-contact-message.ts';
import {
  checkDraft,
  contactFields,
  emptyDraft,
  fieldErrorsFromDetails,
  type ContactDraft,
  type ContactField,
  type ContactFieldErrors,
} from '../model/contact-draft.ts';
import { newSubmissionId } from '../model/submission-id.ts';
import { trackContactSubmit } from '../model/track-contact.ts';
import { useHydrated } from '../model/use-hydrated.ts';
import type { SentMessage } from './contact-confirmation.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { MessageCounter } from './message-counter.tsx';

export type Sender = Pick<ContactDraft, 'name' | 'email'>;

export interface ContactFormProps {
  /** Name and address of the message just sent, for the next one. */
  initial?: Sender | undefined;
  onSent(sent: SentMessage, from: Sender): void;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// 16px text on phones, so the browser does not zoom in when a field gets the focus; a field
// focused for its error stops below the sticky header, its label in view.
const controlClasses = `${inputClasses.replace('text-sm ', 'text-base sm:text-sm ')} min-h-11 scroll-mt-28`;

/**
 * The contact form. Nothing typed is ever cleared by a refusal: errors appear beside the fields
 * (the contract's rules, then the server's answer), and anything else above the button.
 */
export function ContactForm({ initial, onSent }: ContactFormProps) {
  const { status, user } = useAuth();
  const { isPremium } = useSubscription();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<ContactDraft>({ ...emptyDraft, ...initial });
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const stamp = useRef<FormStamp | null>(null);
  const stampRequest = useRef<Promise<FormStamp> | null>(null);
  const submissionId = useRef<string | undefined>(undefined);
  const touched = useRef(new Set<ContactField>());
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const send = useSendContactMessage();

  // In an effect, not during render: the page is also rendered ahead of time, without a clock
  // worth reading or a browser to make random ids.
  useEffect(() => {
    // Asked for at once, so the wait a person needs is over long before they send.
    formStamp().catch(() => undefined);
    submissionId.current = newSubmissionId();
    // On a slow phone people may type into the prerendered form before its script runs: the
    // browser shows their text but the state does not hold it yet, so it is read in once here.
    const typed: Partial<Record<ContactField, string>> = {};
    for (const field of contactFields) {
      const value = fields.current[field]?.value;
      if (value) {
        typed[field] = value;
        touched.current.add(field);
      }
    }
    if (Object.keys(typed).length > 0) {
      // The page's own HTML is the outside source here: its fields hold what was typed early.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setDraft((current) => ({ ...current, ...(typed as Partial<ContactDraft>) }));
    }
  }, []);

  // Signed-in people are not asked what we already know, unless they have typed something else.
  useEffect(() => {
    if (status !== 'authenticated' || !user) return;
    setDraft((current) => ({
      ...current,
      name: current.name || touched.current.has('name') ? current.name : (user.name ?? ''),
      email: current.email || touched.current.has('email') ? current.email : (user.email ?? ''),
    }));
  }, [status, user]);

  const premium = hydrated && status === 'authenticated' && isPremium;

  const focusField = (field: ContactField) => fields.current[field]?.focus();
  const meta = () => ({ submissionId: submissionId.current });
  /** The server's stamp for this form: fetched once, again only after a failure or expiry. */
  function formStamp(): Promise<FormStamp> {
    if (stamp.current) return Promise.resolve(stamp.current);
    stampRequest.current ??= fetchFormToken()
      .then(({ formToken }) => (stamp.current = { formToken, receivedAt: Date.now() }))
      .finally(() => (stampRequest.current = null));
    return stampRequest.current;
  }

  const update = <K extends keyof ContactDraft>(field: K, value: ContactDraft[K]) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (field === 'website') return;
    touched.current.add(field as ContactField);
    // Once a send was tried, each field's error follows what is typed.
    if (attempted) {
      const found = checkDraft(next, meta()).errors;
      setErrors((current) => ({ ...current, [field]: found[field as ContactField] }));
    }
  };

  const showFieldErrors = (found: ContactFieldErrors) => {
    setErrors(found);
    const first = contactFields.find((field) => found[field]);
    if (first) focusField(first);
    return first !== undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setAttempted(true);
    setFormError(null);
    const checked = checkDraft(draft, meta());
    if (showFieldErrors(checked.errors)) return;
    if (checked.otherProblem) {
      setFormError('This page is out of date. Copy your message, reload the page and try again.');
      return;
    }
    const topic = draft.topic as ContactTopic;
    send.mutate(
      { body: checked.request, stamp: formStamp },
      {
        onSuccess(answer) {
          trackContactSubmit({ success: true, topic, priority: answer.priority });
          onSent(
            { ...answer, email: draft.email.trim() },
            { name: draft.name, email: draft.email },
          );
        },
        onError(error) {
          trackContactSubmit({
            success: false,
            error_code: isApiError(error) ? error.code : 'UNKNOWN',
          });
          // A week-old form gets a fresh stamp: sending again then simply works.
          if (isApiError(error) && error.code === 'CONTACT_FORM_EXPIRED') stamp.current = null;
          if (isApiError(error) && error.code === 'VALIDATION_ERROR') {
            if (showFieldErrors(fieldErrorsFromDetails(error.details))) return;
          }
          setFormError(error.message);
        },
      },
    );
  };

  const control = (field: ContactField) => ({
    ref: (element: FieldElement | null) => {
      fields.current[field] = element;
    },
    name: field,
    required: true,
  });

  return (
    // POST, so that a form sent by the browser itself never puts a message in an address.
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="contact-form-heading"
      className="relative"
    >
      <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-slate-600">Every field is required.</p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <FieldFrame label="Name" error={errors.name}>
          {(props) => (
            <input
              {...props}
              {...control('name')}
              value={draft.name}
              autoComplete="name"
              onChange={(event) => update('name', event.target.value)}
              className={controlClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Email" hint="We reply to this address." error={errors.email}>
          {(props) => (
            <input
              {...props}
              {...control('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={draft.email}
              onChange={(event) => update('email', event.target.value)}
              className={controlClasses}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Topic" error={errors.topic} className="sm:col-span-2">
          {(props) => (
            <select
              {...props}
              {...control('topic')}
              value={draft.topic}
              onChange={(event) => update('topic', event.target.value as ContactTopic | '')}
              className={controlClasses}
            >
              <option value="">Choose a topic</option>
              {contactTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {contactTopicLabels[topic]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame
          label="Message"
          hint={
            <>
              Between {CONTACT_MESSAGE_MIN} and {CONTACT_MESSAGE_MAX.toLocaleString('en-US')}{' '}
              characters. <MessageCounter message={draft.message} />
            </>
          }
          error={errors.message}
          className="sm:col-span-2"
        >
          {(props) => (
            <textarea
              {...props}
              {...control('message')}
              rows={8}
              value={draft.message}
              onChange={(event) => update('message', event.target.value)}
              className={`${controlClasses} min-h-40 resize-y leading-6`}
            />
          )}
        </FieldFrame>
      </div>
      <HoneypotField value={draft.website} onChange={(value) => update('website', value)} />

      {formError ? (
        <Alert tone="error" title="Your message was not sent" className="mt-6">
          <p>{formError}</p>
          <p>Everything you wrote is still here.</p>
        </Alert>
      ) : null}

      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600" data-testid="contact-support-level">
          {premium ? (
            <>
              <strong className="font-semibold text-slate-900">Priority support:</strong> as a
              Premium member, you hear from us {supportResponseTimes.priority}.
            </>
          ) : (
            <>
              We reply {supportResponseTimes.standard}.{' '}
              <TextLink to="/pricing">Premium members</TextLink> get a reply{' '}
              {supportResponseTimes.priority}.
            </>
          )}
        </p>
        <Button
          type="submit"
          size="lg"
          // Until the script runs, the button waits: the browser would send the form itself.
          disabled={!hydrated || send.isPending}
          className="w-full shrink-0 sm:w-auto"
        >
          {send.isPending ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin"
              />
              Sending…
            </>
          ) : (
            'Send message'
          )}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {send.isPending ? 'Sending your message…' : ''}
      </p>
    </form>
  );
}
