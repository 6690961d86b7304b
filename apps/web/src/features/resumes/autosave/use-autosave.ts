import { type ResumeDetail, VersionConflictDetailsSchema } from '@resumio/contract/resumes';
import { type Resume, resumeSchema } from '@resumio/resume';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AutosaveController } from '@/lib/autosave/autosave-controller.ts';
import type { UnsavedCopy, UnsavedStore } from '@/lib/autosave/unsaved-store.ts';
import { useAutosaveLifecycle } from '@/lib/autosave/use-autosave-lifecycle.ts';
import { resumeKeys } from '../api/query-keys.ts';
import { updateResume } from '../api/update-resume.ts';
import type { DocumentStore } from '../editor/document-store.ts';

export interface UseAutosaveOptions {
  detail: ResumeDetail;
  store: DocumentStore;
  unsaved: UnsavedStore<Resume>;
  /** A change kept from an earlier visit, already shown in the editor. */
  recovered: UnsavedCopy<Resume> | null;
}

const isValid = (document: Resume) => resumeSchema.safeParse(document).success;

const conflictFrom = (details: unknown): ResumeDetail | null => {
  const parsed = VersionConflictDetailsSchema.safeParse(details);
  return parsed.success ? parsed.data.current : null;
};

/** Wires the autosave controller to the editor, the network events and leaving the page. */
export function useAutosave({ detail, store, unsaved, recovered }: UseAutosaveOptions) {
  const queryClient = useQueryClient();
  const [controller] = useState(
    () =>
      new AutosaveController<Resume, ResumeDetail>({
        id: detail.id,
        version: detail.version,
        save: (version, document) => updateResume(detail.id, { version, document }),
        unsaved,
        isOnline: () => navigator.onLine,
        isValid,
        conflictFrom,
        onSaved(saved) {
          queryClient.setQueryData(resumeKeys.detail(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
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
      store.subscribe((document, origin) => {
        if (origin === 'edit') controller.edit(document);
      }),
    [controller, store],
  );

  const state = useAutosaveLifecycle(controller);
  return { state, controller };
}
