import type { Resume } from '@resumio/resume';
import { saveLocalDocument } from './local-document.ts';

type Listener = (resume: Resume, origin: 'edit' | 'replace') => void;

export interface LocalDocumentStore {
  get(): Resume;
  update(change: (resume: Resume) => Resume): void;
  replace(resume: Resume): void;
  subscribe(listener: Listener): () => void;
  /** False once the browser refused to store a change. */
  isPersisting(): boolean;
}

/** The try-out resume, written to this browser's storage on every change before anything else. */
export function createLocalDocumentStore(initial: Resume): LocalDocumentStore {
  let current = initial;
  let persisting = true;
  const listeners = new Set<Listener>();
  const set = (next: Resume, origin: 'edit' | 'replace') => {
    current = next;
    persisting = saveLocalDocument(next);
    for (const listener of listeners) listener(current, origin);
  };
  return {
    get: () => current,
    update(change) {
      const next = change(current);
      if (next !== current) set(next, 'edit');
    },
    replace: (resume) => set(resume, 'replace'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isPersisting: () => persisting,
  };
}
