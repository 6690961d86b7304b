import type { Resume } from '@resumio/resume';
import { useSyncExternalStore } from 'react';
import type { DocumentStore } from './document-store.ts';

export function useDocument(store: DocumentStore): Resume {
  return useSyncExternalStore(store.subscribe, store.get);
}
