import { useId } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useResumeSamples } from '../api/list-samples.ts';
import { TemplateThumbnail } from '../editor/design/template-thumbnail.tsx';
import { type StartResumeOptions, useStartResume } from './use-start-resume.ts';

/** The server's sample resumes; choosing one creates a copy to edit. */
export function SamplePicker({ replace }: StartResumeOptions) {
  const headingId = useId();
  const samples = useResumeSamples();
  const { start, create } = useStartResume({ replace });
  const choosing = create.isPending ? create.variables : undefined;
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
      {create.isError ? (
        <Alert tone="error" title="The sample could not be copied" className="mt-4">
          <p>{create.error.message}</p>
        </Alert>
      ) : null}
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
          {samples.data.map((sample) => {
            const busy = choosing?.source === 'sample' && choosing.sampleId === sample.id;
            return (
              <li
                key={sample.id}
                className="flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3"
              >
                {/* A fixed column: the thumbnail scales to it instead of taking the card. */}
                <div className="w-14 shrink-0">
                  <TemplateThumbnail
                    templateId={sample.templateId}
                    className="rounded border border-slate-100"
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col items-start">
                  <p className="font-semibold text-slate-900">{sample.title}</p>
                  <p className="mb-3 text-xs text-slate-600">{sample.description}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="mt-auto"
                    disabled={create.isPending}
                    onClick={() => start({ source: 'sample', sampleId: sample.id })}
                  >
                    {busy ? 'Copying…' : 'Use this sample'}
                    <span className="sr-only">: {sample.title}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
