import type { Resume } from '@resumio/resume';

/** 'edit' is the user changing the resume; 'replace' is a whole new document from elsewhere. */
export type ChangeOrigin = 'edit' | 'replace';
export type DocumentListener = (resume: Resume, origin: ChangeOrigin) => void;

export interface DocumentStore {
  get(): Resume;
  /** Applies a change to the newest document, so quick successive edits never overwrite each other. */
  update(change: (resume: Resume) => Resume): void;
  replace(resume: Resume): void;
  subscribe(listener: DocumentListener): () => void;
}

/** The resume being edited, outside React so saving and previewing can follow every change. */
export function createDocumentStore(initial: Resume): DocumentStore {
  let current = initial;
  const listeners = new Set<DocumentListener>();
  const emit = (origin: ChangeOrigin) => {
    for (const listener of listeners) listener(current, origin);
  };
  return {
    get: () => current,
    update(change) {
      const next = change(current);
      if (next === current) return;
      current = next;
      emit('edit');
    },
    replace(resume) {
      current = resume;
      emit('replace');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
