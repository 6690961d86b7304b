import type { JobApplication } from '@resumio/contract/jobs';
import { useState } from 'react';
import { useDeleteJob } from '../api/delete-job.ts';
import { useRestoreJob } from '../api/restore-job.ts';
import { jobName } from '../model/labels.ts';

type Notify = (notice: { tone: 'info' | 'error'; text: string }) => void;

/** Delete at once, with an Undo toast that restores (the server keeps it for a while). */
export function useDeleteWithUndo(notify: Notify) {
  const remove = useDeleteJob();
  const restore = useRestoreJob();
  const [deleted, setDeleted] = useState<JobApplication | null>(null);
  return {
    deleted,
    deleting: remove.isPending,
    restoring: restore.isPending,
    remove(job: JobApplication) {
      remove.mutate(job.id, {
        onSuccess: () => setDeleted(job),
        onError: (error) => notify({ tone: 'error', text: error.message }),
      });
    },
    undo() {
      if (!deleted) return;
      restore.mutate(deleted.id, {
        onSuccess: () => {
          notify({ tone: 'info', text: `Restored ${jobName(deleted)}.` });
          setDeleted(null);
        },
        onError: (error) => notify({ tone: 'error', text: error.message }),
      });
    },
    dismiss() {
      setDeleted(null);
    },
  };
}
