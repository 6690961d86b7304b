import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { Container } from '@/components/ui/container.tsx';
import { Pager } from '@/components/ui/pager.tsx';
import { TextLink } from '@/components/ui/text-link.tsx';
import { UndoToast } from '@/components/ui/undo-toast.tsx';
import { FOCUS_ITEM_ATTRIBUTE, useFocusAfterRemoval } from '@/lib/focus/use-focus-after-removal.ts';
import { usePageMeta } from '@/lib/seo.ts';
import { useNow } from '@/lib/use-now.ts';
import { useResumeList } from './api/list-resumes.ts';
import { EmptyResumes } from './components/empty-resumes.tsx';
import { ImportJsonResume } from './components/import-json-resume.tsx';
import { LoadError } from './components/load-error.tsx';
import { ResumeCard } from './components/resume-card.tsx';
import { ResumeGridSkeleton } from './components/resume-grid-skeleton.tsx';
import { SamplePicker } from './components/sample-picker.tsx';
import { useResumeActions } from './components/use-resume-actions.ts';
import { useResumeShares } from './share/share-api.ts';

const PAGE_SIZE = 24;

export function MyResumesPage() {
  usePageMeta({ title: 'My Resumes' });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const showSamples = params.get('samples') === '1';
  const list = useResumeList({ page, pageSize: PAGE_SIZE, sort: 'updated_desc' });
  const actions = useResumeActions();
  const grid = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useMemo(() => list.data?.items.map((resume) => resume.id), [list.data]);
  const focusAfterDelete = useFocusAfterRemoval(ids, grid, heading);
  // View counts are extra: the cards show without them if they fail to load.
  const shares = useResumeShares();
  const shareOf = (id: string) => shares.data?.items.find((item) => item.resumeId === id);
  const now = useNow();
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('page', String(next));
      return copy;
    });

  const isEmpty = list.data?.total === 0;
  // The header's actions wait for the list: an import started while it loads would otherwise be
  // lost when an empty list swaps them for the empty state's own.
  const hasResumes = (list.data?.total ?? 0) > 0;
  return (
    <Container className="py-10 sm:py-12">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <div className="max-w-xl">
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            My resumes
          </h1>
          <p className="mt-2 text-slate-600">
            Every resume you keep, ready to edit, tailor to a job or export. Prefer a table?{' '}
            <TextLink to="/resumes">See them all as a list</TextLink>.
          </p>
        </div>
        {hasResumes ? (
          <div className="flex flex-wrap gap-3 lg:ml-auto">
            <ButtonLink to="/resume?new=1">New resume</ButtonLink>
            <ButtonLink
              to={showSamples ? '/my-resumes' : '/my-resumes?samples=1'}
              variant="secondary"
              aria-expanded={showSamples}
            >
              From a sample
            </ButtonLink>
            <ImportJsonResume />
          </div>
        ) : null}
      </div>
      {actions.message ? (
        <Alert tone={actions.message.tone} title={actions.message.text} className="mt-6" />
      ) : null}
      {showSamples && !isEmpty ? (
        <div className="mt-6">
          <SamplePicker />
        </div>
      ) : null}
      <div className="mt-8">
        {list.isPending ? (
          <ResumeGridSkeleton />
        ) : list.isError ? (
          <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : isEmpty ? (
          <EmptyResumes />
        ) : (
          <>
            <ul ref={grid} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.items.map((resume) => (
                <li key={resume.id} {...{ [FOCUS_ITEM_ATTRIBUTE]: resume.id }}>
                  <ResumeCard
                    resume={resume}
                    now={now}
                    busy={actions.busyId === resume.id}
                    renaming={actions.renamingId === resume.id ? actions.renameState : null}
                    onStartRename={() => actions.startRename(resume.id)}
                    onRename={(title) => actions.rename(resume, title)}
                    onCancelRename={actions.cancelRename}
                    onDuplicate={() => void actions.duplicate(resume)}
                    onExport={() => void actions.exportPdf(resume)}
                    onDelete={() => {
                      focusAfterDelete.removing(resume.id);
                      void actions.delete(resume).then((done) => done || focusAfterDelete.cancel());
                    }}
                    share={shareOf(resume.id)}
                  />
                </li>
              ))}
            </ul>
            <Pager
              label="My resumes pages"
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={setPage}
            />
          </>
        )}
      </div>
      {actions.deleted ? (
        <UndoToast
          toastKey={actions.deleted.id}
          message={`“${actions.deleted.title}” was deleted.`}
          busy={actions.restoring}
          onUndo={actions.undoDelete}
          onDismiss={actions.dismissUndo}
        />
      ) : null}
    </Container>
  );
}
