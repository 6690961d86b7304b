import { Button } from '@/components/ui/button.tsx';

/** Shown when the public configuration cannot be read, before any provider exists. */
export function ConfigErrorScreen({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">We couldn’t start the app</h1>
        <p className="mt-3 leading-7 text-slate-600">
          The server did not send a valid configuration. Please try reloading the page. If the
          problem persists, contact support.
        </p>
        <p className="mt-3 break-words font-mono text-xs text-slate-600">{detail}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </main>
  );
}
