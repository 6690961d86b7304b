import type { ResumeDetail } from '@resumio/contract/resumes';
import { type Resume, resumeSchema } from '@resumio/resume';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { resumeKeys } from '../api/query-keys.ts';
import { updateResume } from '../api/update-resume.ts';
import type { DocumentStore } from '../editor/document-store.ts';
import { AutosaveController } from './autosave-controller.ts';
import type { UnsavedCopy, UnsavedStore } from './unsaved-store.ts';

export interface UseAutosaveOptions {
  detail: ResumeDetail;
  store: DocumentStore;
  unsaved: UnsavedStore;
  /** A change kept from an earlier visit, already shown in the editor. */
  recovered: UnsavedCopy | null;
}

const isValid = (document: Resume) => resumeSchema.safeParse(document).success;

/** Wires the autosave controller to the editor, the network events and leaving the page. */
export function useAutosave({ detail, store, unsaved, recovered }: UseAutosaveOptions) {
  const queryClient = useQueryClient();
  const [controller] = useState(
    () =>
      new AutosaveController({
        resumeId: detail.id,
        version: detail.version,
        save: (version, document) => updateResume(detail.id, { version, document }),
        unsaved,
        isOnline: () => navigator.onLine,
        isValid,
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

  useEffect(() => {
    const online = () => controller.online();
    const offline = () => controller.offline();
    const leave = () => void controller.flush();
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // Leaving the editor inside the app: send what is pending (retries carry on if needed).
      void controller.flush();
    };
  }, [controller]);

  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  return { state, controller };
}
