import type { CoverLetterSummary } from '@resumio/contract/cover-letters';
import { useState } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { useDeleteCoverLetter } from '../../api/delete-cover-letter.ts';
import { useDuplicateCoverLetter } from '../../api/duplicate-cover-letter.ts';
import { useRestoreCoverLetter } from '../../api/restore-cover-letter.ts';
import { useRenameCoverLetter } from '../../api/update-cover-letter.ts';

export interface ListMessage {
  tone: 'error' | 'info';
  text: string;
}

/** Card and row actions of the letter list, with their in-progress and error states. */
export function useLetterActions() {
  const duplicate = useDuplicateCoverLetter();
  const remove = useDeleteCoverLetter();
  const restore = useRestoreCoverLetter();
  const rename = useRenameCoverLetter();
  const [renamingId, setRenamingId] = useState<string | null>(null);
  const [deleted, setDeleted] = useState<CoverLetterSummary | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<ListMessage | null>(null);

  /** Runs an action with its busy state; true when it went through, false when it was refused. */
  const run = async (id: string, job: () => Promise<unknown>): Promise<boolean> => {
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
    rename(letter: CoverLetterSummary, title: string) {
      rename.mutate(
        { id: letter.id, version: letter.version, title },
        {
          onSuccess: () => {
            setRenamingId(null);
            setMessage({ tone: 'info', text: `Renamed to “${title}”.` });
          },
        },
      );
    },
    duplicate: (letter: CoverLetterSummary) =>
      run(letter.id, async () => {
        const copy = await duplicate.mutateAsync(letter.id);
        setMessage({ tone: 'info', text: `Made a copy: “${copy.title}”.` });
      }),
    delete: (letter: CoverLetterSummary) =>
      run(letter.id, async () => {
        await remove.mutateAsync(letter.id);
        setDeleted(letter);
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

export type LetterActions = ReturnType<typeof useLetterActions>;
