import { ButtonLink } from '@/components/ui/button-link.tsx';

/** Turns advice into action: the resume builder, right after the article. */
export function BuilderCta() {
  return (
    <section
      aria-labelledby="builder-cta-heading"
      className="mt-12 rounded-2xl bg-brand-700 px-6 py-8 text-white sm:px-10"
    >
      <h2 id="builder-cta-heading" className="text-2xl font-bold tracking-tight">
        Put this advice to work
      </h2>
      <p className="mt-3 max-w-xl text-base leading-7 text-brand-50">
        Build an ATS-friendly resume from a professional template, then tailor it to each job
        description with AI suggestions. Free to start.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/resume" variant="inverse" size="lg">
          Build my resume
        </ButtonLink>
        <ButtonLink to="/ai-resume-builder" variant="outline-inverse" size="lg">
          How the AI builder works
        </ButtonLink>
      </div>
    </section>
  );
}
