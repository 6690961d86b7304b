import { PlanCards } from '@/components/plan-cards.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { trackButtonClick } from '@/lib/analytics.ts';

export function PricingTeaser() {
  return (
    <section aria-labelledby="pricing-heading" className="py-16 sm:py-20">
      <Container>
        <div className="max-w-2xl">
          <h2
            id="pricing-heading"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Simple pricing
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Start for free. Upgrade to Premium when you want AI to tailor every application.
          </p>
        </div>
        <div className="mt-12">
          <PlanCards
            freeAction={
              <ButtonLink
                to="/register"
                variant="secondary"
                className="w-full"
                onClick={() =>
                  trackButtonClick({ button_name: 'start_free', location: 'pricing_teaser' })
                }
              >
                Start for free
              </ButtonLink>
            }
            premiumAction={
              <ButtonLink
                to="/pricing"
                className="w-full"
                onClick={() =>
                  trackButtonClick({ button_name: 'see_pricing', location: 'pricing_teaser' })
                }
              >
                See pricing details
              </ButtonLink>
            }
          />
        </div>
      </Container>
    </section>
  );
}
