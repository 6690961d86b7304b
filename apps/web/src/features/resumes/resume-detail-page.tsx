import { getTemplateMeta, resolveSettings, resumeFileName } from '@resumio/resume';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { PageSkeleton } from '@/components/page-skeleton.tsx';
import { RelativeTimeText } from '@/components/relative-time-text.tsx';
import { ResumeLoadError } from '@/components/resume-load-error.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { useNow } from '@/lib/use-now.ts';
import { useResume } from './api/get-resume.ts';
import { ReadbackPanel } from './ats/readback-panel.tsx';
import { useScrollToHash } from './components/use-scroll-to-hash.ts';
import { ExportPanel } from './export/export-panel.tsx';
import { OriginalFilePanel } from './original/original-file-panel.tsx';
import type { PremiumProps } from './premium-props.ts';
import { PdfPreview } from './preview/pdf-preview.tsx';
import { SharePanel } from './share/share-panel.tsx';

/** One resume at a glance: its pages, its exports, its ATS check, and where to go next. */
export function ResumeDetailPage({ isPremium, renderUpgrade }: PremiumProps) {
  const { id = '' } = useParams();
  const query = useResume(id);
  const now = useNow();
  usePageMeta({ title: query.data ? query.data.title : 'Resume' });
  useScrollToHash(query.isSuccess);

  if (query.isPending) return <PageSkeleton label="Loading the resume…" />;
  if (query.isError) {
    return <ResumeLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }

  const resume = query.data;
  const templateId = resolveSettings(resume.document).templateId;
  const encoded = encodeURIComponent(resume.id);
  return (
    <Container className="max-w-7xl py-8 sm:py-10">
      <p className="text-sm">
        <TextLink to="/my-resumes">← My resumes</TextLink>
      </p>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">
            {resume.title}
          </h1>
          <p className="mt-1 text-slate-600">
            {[resume.name, resume.headline].filter(Boolean).join(' · ') || 'No name yet'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {getTemplateMeta(templateId).name} template · edited{' '}
            <RelativeTimeText iso={resume.updatedAt} now={now} />
          </p>
        </div>
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          <ButtonLink to={`/resume?id=${encoded}`}>Edit</ButtonLink>
          <ButtonLink to={`/my-resumes/${encoded}/apply`} variant="secondary">
            Tailor to a job
          </ButtonLink>
        </div>
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <PdfPreview
          resume={resume.document}
          isPremium={isPremium}
          className="rounded-2xl bg-slate-100 p-4"
        />
        <div className="space-y-8">
          <div
            id="export"
            className="scroll-mt-20 rounded-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600 border border-slate-200 bg-white p-5 shadow-sm"
          >
            <ExportPanel
              resumeId={resume.id}
              templateId={templateId}
              isPremium={isPremium}
              renderUpgrade={renderUpgrade}
              fallbackFileName={(format) => resumeFileName(resume.document, format).utf8}
            />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <ReadbackPanel resumeId={resume.id} templateId={templateId} />
          </div>
          <OriginalFilePanel resumeId={resume.id} />
          <div
            id="share"
            className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <SharePanel resumeId={resume.id} isPremium={isPremium} renderUpgrade={renderUpgrade} />
          </div>
        </div>
      </div>
    </Container>
  );
}
