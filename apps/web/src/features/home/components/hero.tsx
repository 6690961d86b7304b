import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { trackButtonClick } from '@/lib/analytics.ts';
import { BUILD_RESUME_CTA, CREATE_ACCOUNT_CTA } from './cta-links.ts';
import { ResumePreviewArt } from './resume-preview-art.tsx';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <Container className="grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            AI-assisted resume builder
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl"
          >
            Land your next job with a resume that gets noticed
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            Create an ATS-friendly resume in minutes, tailor it to every job description with AI,
            write a matching cover letter and keep every application on track. Free to start.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink
              to={BUILD_RESUME_CTA.to}
              size="lg"
              onClick={() => trackButtonClick({ button_name: 'build_resume', location: 'hero' })}
            >
              {BUILD_RESUME_CTA.label}
            </ButtonLink>
            <ButtonLink
              to={CREATE_ACCOUNT_CTA.to}
              variant="secondary"
              size="lg"
              onClick={() => trackButtonClick({ button_name: 'create_account', location: 'hero' })}
            >
              {CREATE_ACCOUNT_CTA.label}
            </ButtonLink>
          </div>
          <p className="mt-4 text-sm text-slate-600">No credit card needed for the free plan.</p>
        </div>
        <ResumePreviewArt />
      </Container>
    </section>
  );
}
