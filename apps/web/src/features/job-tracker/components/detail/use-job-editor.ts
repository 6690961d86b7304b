import { type JobApplicationDetail, JobApplicationDetailSchema } from '@resumio/contract/jobs';
import { useMemo, useState } from 'react';
import { isApiError } from '@/lib/api-error.ts';
import { getJob } from '../../api/get-job.ts';
import { useUpdateJob } from '../../api/update-job.ts';
import {
  type FieldErrors,
  fieldErrorsFromDetails,
  validateChanges,
} from '../../model/field-errors.ts';
import { type JobDraft, changedFields, draftFromJob } from '../../model/job-draft.ts';

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed';

/** The newest saved application after a 409: from the answer when whole, else asked afresh. */
async function currentVersion(id: string, details: unknown): Promise<JobApplicationDetail> {
  const current = (details as { current?: unknown } | undefined)?.current;
  const parsed = JobApplicationDetailSchema.safeParse(current);
  return parsed.success ? parsed.data : getJob(id);
}

/**
 * The application form's state: the version it edits over (`base`), what the inputs hold
 * (`draft`), and saving only what changed with that version. A 409 keeps the draft and offers
 * both versions; a 400 puts the server's messages under their fields.
 */
export function useJobEditor(detail: JobApplicationDetail) {
  const [base, setBase] = useState(detail);
  const [draft, setDraft] = useState(() => draftFromJob(detail));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<JobApplicationDetail | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);
  const [seen, setSeen] = useState(detail);
  const update = useUpdateJob(detail.id);

  const changes = useMemo(() => changedFields(base, draft), [base, draft]);
  const dirty = Object.keys(changes).length > 0;

  // A newer copy arrived (a refetch, a move made here): take it while nothing is being edited.
  if (detail !== seen) {
    setSeen(detail);
    if (!dirty && !conflict && detail.version >= base.version) {
      setBase(detail);
      setDraft(draftFromJob(detail));
    }
  }

  const change = (patch: Partial<JobDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSavedOnce(false);
    const touched = Object.keys(patch);
    setErrors((current) => {
      const kept = Object.entries(current).filter(
        ([path]) => !touched.some((field) => path === field || path.startsWith(`${field}.`)),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  };

  const saveOver = async (over: JobApplicationDetail, edits = changes): Promise<SaveOutcome> => {
    const found = validateChanges(edits);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError('Check the highlighted fields.');
      return 'invalid';
    }
    if (Object.keys(edits).length === 0) return 'saved';
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ version: over.version, ...edits });
      setBase(saved);
      setErrors({});
      setConflict(null);
      setSavedOnce(true);
      return 'saved';
    } catch (error) {
      if (isApiError(error) && error.code === 'VERSION_CONFLICT') {
        try {
          setConflict(await currentVersion(detail.id, error.details));
        } catch (reason) {
          setFormError(reason instanceof Error ? reason.message : error.message);
        }
        return 'conflict';
      }
      if (isApiError(error) && error.status === 400) {
        const fields = fieldErrorsFromDetails(error.details);
        setErrors(fields);
        setFormError(
          Object.keys(fields).length > 0 ? 'Check the highlighted fields.' : error.message,
        );
        return 'invalid';
      }
      setFormError(error instanceof Error ? error.message : 'Your changes were not saved.');
      return 'failed';
    }
  };

  return {
    base,
    draft,
    changes,
    dirty,
    errors,
    formError,
    conflict,
    saving: update.isPending,
    savedOnce,
    change,
    /** Moves and other immediate changes bring a new version: edits continue over it. */
    rebase(next: JobApplicationDetail) {
      setBase(next);
    },
    save: () => saveOver(base),
    /** After a 409: the user's edits, saved over the version that won. */
    keepMine() {
      if (!conflict) return Promise.resolve<SaveOutcome>('failed');
      const over = conflict;
      // Only the fields edited here win; every other field takes the saved version's value,
      // so what the other tab or device changed is not written back over.
      const merged: JobDraft = { ...draftFromJob(over) };
      for (const field of Object.keys(changes) as Array<keyof JobDraft>) {
        (merged as unknown as Record<string, unknown>)[field] = draft[field];
      }
      setBase(over);
      setDraft(merged);
      return saveOver(over, changedFields(over, merged));
    },
    /** After a 409: drop the edits and show the saved version. */
    useSaved() {
      if (!conflict) return;
      setBase(conflict);
      setDraft(draftFromJob(conflict));
      setConflict(null);
      setErrors({});
      setFormError(null);
    },
    discard() {
      setDraft(draftFromJob(base));
      setErrors({});
      setFormError(null);
    },
  };
}
