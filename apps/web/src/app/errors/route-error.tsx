import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { ROUTE_ERROR_HEADING } from './error-texts.ts';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

function RouteErrorContent() {
  const error = useRouteError();
  return (
    <Container className="py-16">
      <div role="alert" className="max-w-2xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{ROUTE_ERROR_HEADING}</h1>
        <p className="mt-3 break-words font-mono text-sm text-red-800">
          {describeRouteError(error)}
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/" reloadDocument>
          Go to the home page
        </ButtonLink>
      </div>
    </Container>
  );
}

/** Errors inside a page: shown within the site layout (navigation and footer stay). */
export function RouteError() {
  return <RouteErrorContent />;
}

/** Errors in the layout itself: nothing else can render, so this provides the landmark. */
export function RootRouteError() {
  return (
    <main className="min-h-screen bg-slate-50">
      <RouteErrorContent />
    </main>
  );
}
