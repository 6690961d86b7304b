import { useSyncExternalStore } from 'react';

/** 'edit' is the user changing the document; 'replace' is a whole new document from elsewhere. */
export type ChangeOrigin = 'edit' | 'replace';
export type DocumentListener<T> = (document: T, origin: ChangeOrigin) => void;

export interface DocumentStore<T> {
  get(): T;
  /** Applies a change to the newest document, so quick successive edits never overwrite each other. */
  update(change: (document: T) => T): void;
  replace(document: T): void;
  subscribe(listener: DocumentListener<T>): () => void;
}

/**
 * The document being edited, outside React so saving and previewing can follow every change
 * and only the parts that show it re-render.
 */
export function createDocumentStore<T>(initial: T): DocumentStore<T> {
  let current = initial;
  const listeners = new Set<DocumentListener<T>>();
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
    replace(document) {
      current = document;
      emit('replace');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useDocument<T>(store: DocumentStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
