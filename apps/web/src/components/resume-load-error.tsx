import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { isApiError } from '@/lib/api-error.ts';

/** A resume page whose resume did not load: gone (no retry) or a failure worth trying again. */
export function ResumeLoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Container className="max-w-xl py-16">
      <h1 className="text-2xl font-bold text-slate-900">
        {notFound ? 'Resume not found' : 'We couldn’t load this resume'}
      </h1>
      <Alert tone="error" title={error.message} className="mt-4" />
      <div className="mt-4 flex gap-3">
        {notFound ? null : <Button onClick={onRetry}>Try again</Button>}
        <ButtonLink to="/my-resumes" variant="secondary">
          My resumes
        </ButtonLink>
      </div>
    </Container>
  );
}
