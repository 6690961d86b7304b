import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';

export function BuilderFinalCta() {
  return (
    <section aria-labelledby="final-cta-heading" className="bg-brand-700">
      <Container className="py-14 text-center">
        <h2 id="final-cta-heading" className="text-2xl font-bold text-white sm:text-3xl">
          Your next resume is ten minutes away
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Start in the editor now and create an account when you want to keep it.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/preview-editor" variant="inverse" size="lg">
            Start building
          </ButtonLink>
          <ButtonLink to="/register" variant="outline-inverse" size="lg">
            Create a free account
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
