import { useState } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { ContactConfirmation, type SentMessage } from './components/contact-confirmation.tsx';
import { ContactForm, type Sender } from './components/contact-form.tsx';
import { ContactHelp } from './components/contact-help.tsx';

export function ContactPage() {
  usePageMeta({
    title: 'Contact',
    description:
      'Questions about Resumio, your account or your subscription? Send us a message: Premium members get priority support.',
  });
  const [sent, setSent] = useState<SentMessage | null>(null);
  // A new form for each message, keeping who it is from.
  const [round, setRound] = useState(0);
  const [from, setFrom] = useState<Sender | undefined>(undefined);

  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white">
        <PageIntro
          eyebrow="Contact"
          title="Contact us"
          lead={
            <p>
              Questions about Resumio, your account or your subscription? Found something that does
              not work, or have an idea? Send us a message and we will reply by email.
            </p>
          }
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <div className="grid items-start gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {sent ? (
              <ContactConfirmation
                sent={sent}
                onSendAnother={() => {
                  setSent(null);
                  setRound((n) => n + 1);
                }}
              />
            ) : (
              <Card className="sm:p-8">
                <ContactForm
                  key={round}
                  initial={from}
                  onSent={(message, sender) => {
                    setSent(message);
                    setFrom(sender);
                  }}
                />
              </Card>
            )}
          </div>
          <aside aria-label="More help">
            <ContactHelp />
          </aside>
        </div>
      </PageSection>
    </>
  );
}
