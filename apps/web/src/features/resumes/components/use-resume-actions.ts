import type { ResumeSummary } from '@resumio/contract/resumes';
import { useState } from 'react';
import { pushEvent } from '@/lib/analytics.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useDeleteResume } from '../api/delete-resume.ts';
import { downloadExport } from '../api/download-export.ts';
import { useDuplicateResume } from '../api/duplicate-resume.ts';
import { useRestoreResume } from '../api/restore-resume.ts';
import { useRenameResume } from '../api/update-resume.ts';

const slug = (title: string) => title.replace(/[^\p{L}\p{N}]+/gu, ' ').trim() || 'Resume';

/** Card and row actions shared by the resume lists, with their in-progress and error states. */
export function useResumeActions() {
  const { getAccessToken } = useAuth();
  const duplicate = useDuplicateResume();
  const remove = useDeleteResume();
  const restore = useRestoreResume();
  const rename = useRenameResume();
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<ResumeSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);

  /** Runs an action with its busy state; true when it went through, false when it was refused. */
  const track = async (id: string, job: () => Promise<unknown>): Promise<boolean> => {
    setBusyId(id);
    setMessage(null);
    try {
      await job();
      return true;
    } catch (reason) {
      setMessage({
        tone: 'error',
        text: isApiError(reason) ? reason.message : 'Something went wrong.',
      });
      return false;
    } finally {
      setBusyId(null);
    }
  };

  return {
    busyId,
    message,
    deleted,
    renamingId,
    renameState: { saving: rename.isPending, error: rename.error?.message ?? null },
    restoring: restore.isPending,
    startRename(id: string) {
      rename.reset();
      setRenamingId(id);
    },
    cancelRename() {
      setRenamingId(null);
    },
    rename(resume: ResumeSummary, title: string) {
      rename.mutate(
        { id: resume.id, version: resume.version, title },
        {
          onSuccess: () => {
            setRenamingId(null);
            setMessage({ tone: 'info', text: `Renamed to “${title}”.` });
          },
        },
      );
    },
    duplicate: (resume: ResumeSummary) =>
      track(resume.id, async () => {
        const copy = await duplicate.mutateAsync(resume.id);
        setMessage({ tone: 'info', text: `Made a copy: “${copy.title}”.` });
      }),
    exportPdf: (resume: ResumeSummary) =>
      track(resume.id, async () => {
        await downloadExport({
          id: resume.id,
          format: 'pdf',
          token: await getAccessToken(),
          fallbackFileName: `${slug(resume.name || resume.title)}.pdf`,
        });
        pushEvent('resume_action', { action: 'export', resume_id: resume.id, format: 'pdf' });
      }),
    delete: (resume: ResumeSummary) =>
      track(resume.id, async () => {
        await remove.mutateAsync(resume.id);
        setDeleted(resume);
      }),
    undoDelete() {
      if (!deleted) return;
      restore.mutate(deleted.id, {
        onSuccess: () => {
          setMessage({ tone: 'info', text: `Restored “${deleted.title}”.` });
          setDeleted(null);
        },
        onError: (reason) => setMessage({ tone: 'error', text: reason.message }),
      });
    },
    dismissUndo() {
      setDeleted(null);
    },
  };
}
