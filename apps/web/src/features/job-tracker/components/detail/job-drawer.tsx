import type { JobApplicationDetail, JobBoard } from '@resumio/contract/jobs';
import { useRef } from 'react';
import { QueryRetryAlert } from '@/components/ui/retry-alert.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { useJob } from '../../api/get-job.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import { DrawerSkeleton } from './drawer-skeleton.tsx';
import { JobEditor } from './job-editor.tsx';

export interface JobDrawerProps {
  id: string;
  board: JobBoard;
  onClose(): void;
  onDelete(job: JobApplicationDetail): void;
  deleting: boolean;
}

/** One application in a side panel over the current view (modal: Escape or Close leaves it). */
export function JobDrawer({ id, board, onClose, onDelete, deleting }: JobDrawerProps) {
  const job = useJob(id);
  const guard = useRef<(() => boolean) | null>(null);
  const requestClose = () => {
    if (guard.current && !guard.current()) return;
    onClose();
  };
  const notFound = job.isError && isApiError(job.error) && job.error.status === 404;
  return (
    <ModalDialog
      variant="drawer"
      bare
      title={job.data?.company ?? 'Application'}
      description={job.data?.role}
      onClose={requestClose}
    >
      {job.isPending ? (
        <DrawerSkeleton />
      ) : job.isError ? (
        <div className="px-5 py-5 sm:px-6">
          {notFound ? (
            <p className="text-slate-700">
              This application was deleted or is not in your account.
            </p>
          ) : (
            <QueryRetryAlert title="This application did not load" query={job} />
          )}
        </div>
      ) : (
        <JobEditor
          key={job.data.id}
          detail={job.data}
          board={board}
          closeGuardRef={guard}
          onClose={onClose}
          onDelete={onDelete}
          deleting={deleting}
        />
      )}
    </ModalDialog>
  );
}
