import { useId } from 'react';
import { LinkCard } from '@/components/ui/link-card.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { PremiumGate } from '@/lib/plan/premium-gate.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { AccountDataPanel } from './components/account-data-panel.tsx';
import { ReminderSettingsPanel } from './components/reminder-settings-panel.tsx';

export function SettingsPage() {
  usePageMeta({ title: 'Settings' });
  const remindersId = useId();
  const accountId = useId();
  const dataId = useId();
  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white pb-8 sm:pb-10">
        <PageIntro
          eyebrow="Account"
          title="Settings"
          lead={
            <p>
              Reminders for your job search, your plan, and your data: take a copy of it or delete
              the account.
            </p>
          }
        />
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <section aria-labelledby={remindersId}>
          <h2 id={remindersId} className="text-xl font-semibold text-slate-900">
            Job tracker reminders
          </h2>
          <p className="mt-1 max-w-2xl leading-7 text-slate-700">
            A daily email and a calendar feed of what is due in your job search.
          </p>
          {/* Premium only: the settings request is made only once the gate opens. */}
          <PremiumGate feature="jobTracker" headingLevel="h3" className="mt-6">
            <div className="mt-6">
              <ReminderSettingsPanel />
            </div>
          </PremiumGate>
        </section>
        <section aria-labelledby={accountId} className="mt-12">
          <h2 id={accountId} className="text-xl font-semibold text-slate-900">
            Account, plan and billing
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <li>
              <LinkCard
                to="/settings/security"
                title="Security"
                description="Change your password or email, see where you are signed in."
                headingLevel="h3"
              />
            </li>
            <li>
              <LinkCard
                to="/subscription"
                title="Subscription"
                description="See your plan and manage your Premium subscription."
                headingLevel="h3"
              />
            </li>
          </ul>
        </section>
        <section aria-labelledby={dataId} className="mt-12">
          <h2 id={dataId} className="text-xl font-semibold text-slate-900">
            Your data
          </h2>
          <div className="mt-2">
            <AccountDataPanel />
          </div>
        </section>
      </PageSection>
    </>
  );
}
