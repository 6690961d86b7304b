import type { CreateResumeRequest } from '@resumio/contract/resumes';
import { TEMPLATE_IDS, type TemplateId } from '@resumio/resume';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { useCreateResume } from '../api/create-resume.ts';

function requestFrom(params: URLSearchParams): CreateResumeRequest {
  const sampleId = params.get('sample');
  if (sampleId) return { source: 'sample', sampleId };
  const template = params.get('template');
  const templateId = (TEMPLATE_IDS as readonly string[]).includes(template ?? '')
    ? (template as TemplateId)
    : undefined;
  return { source: 'blank', ...(templateId ? { templateId } : {}) };
}

/** /resume without an id: make a new resume, then edit it at its own address. */
export function CreateResumeRedirect() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const create = useCreateResume();
  const started = useRef(false);

  const start = () => {
    create.mutate(requestFrom(params), {
      onSuccess: (created) =>
        void navigate(`/resume?id=${encodeURIComponent(created.id)}`, { replace: true }),
    });
  };

  useEffect(() => {
    // Once per visit, even when effects run twice in development.
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (create.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">We couldn’t start a new resume</h1>
        <Alert tone="error" title="Something went wrong" className="mt-4">
          <p>{create.error.message}</p>
        </Alert>
        <Button className="mt-4" onClick={start}>
          Try again
        </Button>
      </div>
    );
  }
  return <PageSkeleton label="Creating your resume…" />;
}
