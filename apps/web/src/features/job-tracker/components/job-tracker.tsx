import type { JobApplication } from '@resumio/contract/jobs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { RetryAlert } from '@/components/ui/retry-alert.tsx';
import { UndoToast } from '@/components/ui/undo-toast.tsx';
import { plural } from '@/lib/plural.ts';
import { useBoard } from '../api/get-board.ts';
import { useJobList } from '../api/list-jobs.ts';
import { jobName } from '../model/labels.ts';
import { parseView } from '../model/view.ts';
import { AgendaView } from './agenda/agenda-view.tsx';
import { BoardView } from './board/board-view.tsx';
import { BoardSkeleton } from './board-skeleton.tsx';
import { JobDrawer } from './detail/job-drawer.tsx';
import { EmptyTracker } from './empty-tracker.tsx';
import { ImportDialog } from './import/import-dialog.tsx';
import { NewJobDialog } from './new-job-dialog.tsx';
import { NoticeToast } from './notice-toast.tsx';
import { ManageStagesDialog } from './stages/manage-stages-dialog.tsx';
import { TableView } from './table/table-view.tsx';
import { TableSkeleton } from './table-skeleton.tsx';
import { TrackerActions } from './tracker-actions.tsx';
import { useDeleteWithUndo } from './use-delete-with-undo.ts';
import { useKeepScroll } from './use-keep-scroll.ts';
import { useToday } from './use-today.ts';
import { ViewSwitcher } from './view-switcher.tsx';

type Dialog = 'new' | 'import' | 'stages' | null;
interface Notice {
  tone: 'info' | 'error';
  text: string;
}

const NOTICE_MS = 8000;

/** The tracker for a Premium user: the views, the application drawer and the dialogs. */
export function JobTracker() {
  const [params, setParams] = useSearchParams();
  const view = parseView(params.get('view'));
  const openId = params.get('job');
  const board = useBoard();
  const list = useJobList();
  const today = useToday();
  const keepScroll = useKeepScroll();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const deletion = useDeleteWithUndo(setNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Confirmations fade; errors stay until the next action replaces them.
  useEffect(() => {
    if (notice?.tone !== 'info') return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const setJob = (id: string | null) => {
    keepScroll();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('job', id);
        else next.delete('job');
        return next;
      },
      // Opening is a step Back undoes; closing just leaves it.
      { replace: id === null },
    );
  };

  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const job of list.data?.items ?? []) map.set(job.stageId, (map.get(job.stageId) ?? 0) + 1);
    return map;
  }, [list.data]);

  const stages = board.data?.stages ?? [];
  const jobs = list.data?.items ?? [];

  // A deleted application's card leaves the page, and focus with it: when nothing holds focus
  // any more, the page's heading takes it (the Undo toast announces itself), never <body>.
  const deletedId = deletion.deleted?.id;
  const deletedShown = jobs.some((job) => job.id === deletedId);
  useEffect(() => {
    if (!deletedId || deletedShown) return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
  }, [deletedId, deletedShown]);
  const open = (id: string) => setJob(id);
  const created = (job: JobApplication) => {
    setDialog(null);
    setNotice({ tone: 'info', text: `Added ${jobName(job)}.` });
    setJob(job.id);
  };

  let body;
  if (board.isPending || list.isPending) {
    body = view === 'table' ? <TableSkeleton /> : <BoardSkeleton />;
  } else if (board.isError || list.isError) {
    body = (
      <RetryAlert
        title="Your applications did not load"
        message={(board.error ?? list.error)?.message ?? ''}
        onRetry={() => {
          if (board.isError) void board.refetch();
          if (list.isError) void list.refetch();
        }}
        retrying={board.isFetching || list.isFetching}
      />
    );
  } else if (jobs.length === 0) {
    body = <EmptyTracker onAdd={() => setDialog('new')} onImport={() => setDialog('import')} />;
  } else if (view === 'table') {
    body = (
      <TableView
        board={board.data}
        allJobs={jobs}
        today={today}
        onOpen={open}
        onNotice={setNotice}
      />
    );
  } else if (view === 'agenda') {
    body = <AgendaView jobs={jobs} stages={stages} today={today} onOpen={open} />;
  } else {
    body = (
      <BoardView stages={stages} jobs={jobs} today={today} onOpen={open} onNotice={setNotice} />
    );
  }

  const ready = board.isSuccess && list.isSuccess;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end">
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Job tracker
          </h1>
          <p className="mt-1 text-slate-600">
            {ready && jobs.length > 0
              ? `${plural(jobs.length, 'application')} across ${stages.length} stages.`
              : 'Your applications, their deadlines and follow-ups.'}
          </p>
        </div>
        {ready && jobs.length > 0 ? (
          <div className="lg:ml-auto">
            <TrackerActions
              onAdd={() => setDialog('new')}
              onImport={() => setDialog('import')}
              onManageStages={view === 'board' ? () => setDialog('stages') : undefined}
              onError={(text) => setNotice({ tone: 'error', text })}
            />
          </div>
        ) : null}
      </div>
      {ready && jobs.length > 0 ? <ViewSwitcher view={view} /> : null}
      {notice?.tone === 'error' ? <Alert tone="error" title={notice.text} /> : null}
      {body}

      {openId && board.data ? (
        <JobDrawer
          id={openId}
          board={board.data}
          onClose={() => setJob(null)}
          deleting={deletion.deleting}
          onDelete={(job) => {
            // Closed at once: a failure is reported on the page, and the drawer can be reopened.
            setJob(null);
            deletion.remove(job);
          }}
        />
      ) : null}
      {dialog === 'new' && board.data ? (
        <NewJobDialog stages={stages} onClose={() => setDialog(null)} onCreated={created} />
      ) : null}
      {dialog === 'import' ? (
        <ImportDialog
          stages={stages}
          onClose={() => setDialog(null)}
          onImported={(result) =>
            setNotice({
              tone: 'info',
              text: `Imported ${plural(result.imported, 'application')}.`,
            })
          }
        />
      ) : null}
      {dialog === 'stages' && board.data ? (
        <ManageStagesDialog
          board={board.data}
          counts={counts}
          onClose={() => setDialog(null)}
          onSaved={(text) => setNotice({ tone: 'info', text })}
        />
      ) : null}
      {notice?.tone === 'info' ? (
        <NoticeToast text={notice.text} onDismiss={() => setNotice(null)} />
      ) : null}
      {deletion.deleted ? (
        <UndoToast
          toastKey={deletion.deleted.id}
          message={`${jobName(deletion.deleted)} was deleted.`}
          busy={deletion.restoring}
          onUndo={deletion.undo}
          onDismiss={deletion.dismiss}
        />
      ) : null}
    </div>
  );
}
