import {
  type CoverLetterDetail,
  CoverLetterConflictDetailsSchema,
} from '@resumio/contract/cover-letters';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AutosaveController } from '@/lib/autosave/autosave-controller.ts';
import type { UnsavedCopy, UnsavedStore } from '@/lib/autosave/unsaved-store.ts';
import { useAutosaveLifecycle } from '@/lib/autosave/use-autosave-lifecycle.ts';
import type { DocumentStore } from '@/lib/document-store.ts';
import { coverLetterKeys } from '../../api/query-keys.ts';
import { updateCoverLetter } from '../../api/update-cover-letter.ts';
import { type LetterDraft, isDraftValid } from '../../model/letter-draft.ts';

export interface UseLetterAutosaveOptions {
  detail: CoverLetterDetail;
  store: DocumentStore<LetterDraft>;
  unsaved: UnsavedStore<LetterDraft>;
  /** A change kept from an earlier visit, already shown in the editor. */
  recovered: UnsavedCopy<LetterDraft> | null;
  /** Receives every version the server confirms, for what it recomputes (flagged phrases). */
  saved: DocumentStore<CoverLetterDetail>;
}

const conflictFrom = (details: unknown): CoverLetterDetail | null => {
  const parsed = CoverLetterConflictDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.current : null;
};

/** Saves the letter as it is edited: debounced PATCHes with its version, as resumes are saved. */
export function useLetterAutosave({
  detail,
  store,
  unsaved,
  recovered,
  saved: savedStore,
}: UseLetterAutosaveOptions) {
  const queryClient = useQueryClient();
  const [controller] = useState(
    () =>
      new AutosaveController<LetterDraft, CoverLetterDetail>({
        id: detail.id,
        version: detail.version,
        save: (version, draft) => updateCoverLetter(detail.id, { version, ...draft }),
        unsaved,
        isOnline: () => navigator.onLine,
        isValid: isDraftValid,
        conflictFrom,
        onSaved(saved) {
          queryClient.setQueryData(coverLetterKeys.detail(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: coverLetterKeys.lists() });
          savedStore.replace(saved);
        },
      }),
  );

  useEffect(() => {
    if (recovered) controller.recover(recovered.document, recovered.baseVersion, detail);
    // Only the first mount recovers; later renders carry the same copy.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [controller]);

  useEffect(
    () =>
      store.subscribe((draft, origin) => {
        if (origin === 'edit') controller.edit(draft);
      }),
    [controller, store],
  );

  const state = useAutosaveLifecycle(controller);
  return { state, controller };
}
