import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useResumeSamples } from '../api/list-samples.ts';
import { TemplateThumbnail } from '../editor/design/template-thumbnail.tsx';

/** The server's sample resumes; choosing one creates a copy to edit. */
export function SamplePicker() {
  const headingId = useId();
  const samples = useResumeSamples();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Start from a sample
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A complete resume to adapt: replace the details with yours and keep the structure.
      </p>
      {samples.isPending ? (
        <div aria-busy="true" className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <span role="status" className="sr-only">
            Loading samples…
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : samples.isError ? (
        <Alert tone="error" title="The samples did not load" className="mt-4">
          <p>{samples.error.message}</p>
          <Button
            size="sm"
            variant="secondary"
            className="mt-2"
            onClick={() => void samples.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {samples.data.map((sample) => (
            <li
              key={sample.id}
              className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3"
            >
              <TemplateThumbnail
                templateId={sample.templateId}
                className="w-14 shrink-0 rounded border border-slate-100"
              />
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{sample.title}</p>
                <p className="text-xs text-slate-600">{sample.description}</p>
                <ButtonLink
                  to={`/resume?sample=${encodeURIComponent(sample.id)}`}
                  size="sm"
                  variant="secondary"
                  className="mt-2"
                >
                  Use this sample<span className="sr-only">: {sample.title}</span>
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
