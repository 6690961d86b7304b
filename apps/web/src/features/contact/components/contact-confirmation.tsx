import type { ContactResponse } from '@resumio/contract';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { CheckIcon } from '@/components/ui/icons.tsx';

export interface SentMessage extends ContactResponse {
  /** Where the reply and the confirmation email go. */
  email: string;
}

export interface ContactConfirmationProps {
  sent: SentMessage;
  onSendAnother(): void;
}

/** Shown in place of the form once the message is stored; focus moves to it. */
export function ContactConfirmation({ sent, onSendAnother }: ContactConfirmationProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const reference = sent.id.slice(0, 8).toUpperCase();

  return (
    <Card className="sm:p-8">
      <section aria-labelledby={headingId} data-testid="contact-confirmation">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <CheckIcon />
        </span>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          Message sent
        </h2>
        <p className="mt-3 leading-7 text-slate-700">
          Thank you for writing to us. We have your message and sent a confirmation to{' '}
          <strong className="font-semibold break-words text-slate-900">{sent.email}</strong>.
        </p>
        {sent.priority ? (
          <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">Priority support</p>
            <p className="mt-1 leading-6">
              As a Premium member, your message goes to the front of the queue: we reply{' '}
              {sent.responseTime}.
            </p>
          </div>
        ) : (
          <p className="mt-3 leading-7 text-slate-700">We reply {sent.responseTime}.</p>
        )}
        <p className="mt-3 text-sm text-slate-600">
          Your reference is <strong className="font-mono text-slate-900">{reference}</strong>.
          Mention it if you write to us about this again.
        </p>
        <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
          Send another message
        </Button>
      </section>
    </Card>
  );
}
