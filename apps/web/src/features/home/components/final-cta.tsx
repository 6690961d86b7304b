import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { trackButtonClick } from '@/lib/analytics.ts';
import { BUILD_RESUME_CTA } from './cta-links.ts';

export function FinalCta() {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-brand-800 py-16 sm:py-20">
      <Container className="flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2
            id="final-cta-heading"
            className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            Your next role starts with a stronger resume
          </h2>
          <p className="mt-4 text-lg leading-8 text-brand-100">
            Build it in minutes, tailor it in seconds and apply with confidence.
          </p>
        </div>
        <div className="flex w-full shrink-0 flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink
            to={BUILD_RESUME_CTA.to}
            variant="inverse"
            size="lg"
            onClick={() => trackButtonClick({ button_name: 'build_resume', location: 'final_cta' })}
          >
            {BUILD_RESUME_CTA.label}
          </ButtonLink>
          <ButtonLink to="/contact" variant="outline-inverse" size="lg">
            Talk to us
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
