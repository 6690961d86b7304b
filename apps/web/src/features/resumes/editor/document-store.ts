import type { Resume } from '@resumio/resume';
import {
  type DocumentListener as Listener,
  type DocumentStore as Store,
  createDocumentStore as createStore,
} from '@/lib/document-store.ts';

export type { ChangeOrigin } from '@/lib/document-store.ts';
export type DocumentListener = Listener<Resume>;
export type DocumentStore = Store<Resume>;

/** The resume being edited (see the shared store for how changes flow). */
export const createDocumentStore = (initial: Resume): DocumentStore => createStore(initial);
