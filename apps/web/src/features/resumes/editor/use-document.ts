import type { Resume } from '@resumio/resume';
import { useDocument as useStoredDocument } from '@/lib/document-store.ts';
import type { DocumentStore } from './document-store.ts';

export const useDocument = (store: DocumentStore): Resume => useStoredDocument(store);
