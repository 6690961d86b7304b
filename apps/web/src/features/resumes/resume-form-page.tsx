import { TEMPLATE_IDS, type TemplateId } from '@resumio/resume';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useResume } from './api/get-resume.ts';
import { NewResumeChooser } from './components/new-resume-chooser.tsx';
import { OpenLatestResume } from './components/open-latest-resume.tsx';
import { ResumeEditor } from './components/resume-editor.tsx';
import type { PremiumProps } from './premium-props.ts';

function templateFrom(params: URLSearchParams): TemplateId | undefined {
  const template = params.get('template') ?? '';
  return (TEMPLATE_IDS as readonly string[]).includes(template)
    ? (template as TemplateId)
    : undefined;
}

/**
 * The resume form: /resume?id=… edits that resume; /resume?new=1 (or a template or
 * sample link) offers the ways to start one; /resume alone reopens the resume edited last.
 */
export function ResumeFormPage(props: PremiumProps) {
  usePageMeta({ title: 'Resume builder' });
  const [params] = useSearchParams();
  const id = params.get('id');
  if (id) return <ResumeEditorLoader key={id} id={id} {...props} />;
  if (params.has('new') || params.has('template') || params.has('sample')) {
    return <NewResumeChooser templateId={templateFrom(params)} />;
  }
  return <OpenLatestResume />;
}

function ResumeEditorLoader({ id, ...premium }: PremiumProps & { id: string }) {
  const query = useResume(id, { fresh: true });
  // Wait for a fresh copy: editing a cached one would only end in a needless conflict.
  if (!query.isError && !query.isFetchedAfterMount) {
    return <PageSkeleton label="Opening your resume…" />;
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <Container className="max-w-xl py-16">
        <h1 className="text-2xl font-bold text-slate-900">
          {notFound ? 'Resume not found' : 'We couldn’t open this resume'}
        </h1>
        <Alert
          tone="error"
          title={notFound ? 'It may have been deleted.' : 'Something went wrong'}
          className="mt-4"
        >
          <p>{query.error.message}</p>
        </Alert>
        <div className="mt-4 flex gap-3">
          {notFound ? null : <Button onClick={() => void query.refetch()}>Try again</Button>}
          <ButtonLink to="/my-resumes" variant="secondary">
            My resumes
          </ButtonLink>
        </div>
      </Container>
    );
  }
  if (!query.data) return <PageSkeleton label="Opening your resume…" />;
  return (
    <Container className="max-w-7xl py-6 sm:py-8">
      <ResumeEditor detail={query.data} {...premium} />
    </Container>
  );
}
