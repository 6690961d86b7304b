import {
  formatDollars,
  isPromotionActive,
  premiumFeatures,
  supportResponseTimes,
} from '@resumio/contract/rules';
import { TextLink } from '@/components/ui/text-link.tsx';
import { useConfig } from '@/lib/config-context.ts';
import { FaqItem } from './faq-item.tsx';

const listFormat = (items: readonly string[]) =>
  `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const formatDay = (isoDay: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );

export function PricingFaq() {
  const { billing } = useConfig();
  const { pricing } = billing;
  const promotion = isPromotionActive(new Date(), pricing);

  return (
    <section aria-labelledby="faq-heading" className="max-w-3xl">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Frequently asked questions
      </h2>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white px-6">
        <FaqItem question="What does Premium add?">
          <p>Premium adds {listFormat(premiumFeatures)}.</p>
        </FaqItem>
        <FaqItem question="How quickly does support reply?">
          <p>
            Premium members have priority support: we reply {supportResponseTimes.priority}. On the
            Free plan we reply {supportResponseTimes.standard}. Write to us from the{' '}
            <TextLink to="/contact">contact page</TextLink>.
          </p>
        </FaqItem>
        <FaqItem question="How much does Premium cost?">
          <p>
            Premium is a monthly subscription at {formatDollars(pricing.regularPrice)} a month, in
            US dollars.
            {promotion
              ? ` Until ${formatDay(pricing.promoEnd)} it is ${formatDollars(pricing.promoPrice)} a month.`
              : null}
          </p>
        </FaqItem>
        <FaqItem question="Can I cancel at any time?">
          <p>
            Yes. Cancel from your subscription page whenever you like. Premium stays on until the
            end of the month you have paid for, and you can resume it before then if you change your
            mind.
          </p>
        </FaqItem>
        <FaqItem question="What happens if a payment fails?">
          <p>
            Your subscription becomes past due and the Premium features pause. Update your payment
            method from the subscription page to pay what is due and get them back.
          </p>
        </FaqItem>
        <FaqItem question="How is my card handled?">
          {billing.provider === 'stripe' ? (
            <p>
              You pay on Stripe’s secure hosted checkout page. Your card details go to Stripe and
              never pass through Resumio.
            </p>
          ) : (
            <p>
              This installation uses the built-in test checkout: no real card is charged. The
              checkout page lists the test card numbers you can use.
            </p>
          )}
        </FaqItem>
        <FaqItem question="Do I need a card for the Free plan?">
          <p>
            No. Create an account and build, save and preview your resumes for free. You only pay if
            you choose to upgrade.
          </p>
        </FaqItem>
      </div>
    </section>
  );
}
