import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { trackButtonClick } from '@/lib/analytics.ts';

export function BuilderHero() {
  return (
    <section
      aria-labelledby="builder-heading"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <Container className="py-16 sm:py-20">
        <div className="max-w-3xl">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            AI resume builder
          </p>
          <h1
            id="builder-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            An ATS-friendly resume, tailored to every job with AI
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">
            Write your resume beside a live preview of the exact PDF you will send, pick from eight
            professional templates, and let AI match your wording to each job description. Every
            export is read back the way applicant tracking systems read it, so nothing gets lost.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink
              to="/preview-editor"
              size="lg"
              onClick={() =>
                trackButtonClick({ button_name: 'build_resume', location: 'ai_builder_hero' })
              }
            >
              Build my resume — free
            </ButtonLink>
            <ButtonLink
              to="/register"
              size="lg"
              variant="secondary"
              onClick={() =>
                trackButtonClick({ button_name: 'create_account', location: 'ai_builder_hero' })
              }
            >
              Create a free account
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">
            No account needed to start. No credit card for the free plan.
          </p>
        </div>
      </Container>
    </section>
  );
}
