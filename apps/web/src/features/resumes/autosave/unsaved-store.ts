import type { Resume } from '@resumio/resume';

/** A change not yet confirmed by the server, kept so that nothing typed is lost. */
export interface UnsavedCopy {
  resumeId: string;
  /** The server version the change was made on. */
  baseVersion: number;
  document: Resume;
  /** The tab that wrote it; another tab's save never clears it. */
  writer: string;
  savedAt: number;
}

export interface UnsavedStore {
  read(resumeId: string): UnsavedCopy | null;
  write(copy: UnsavedCopy): void;
  /** Removes the copy if `writer` wrote it. */
  clear(resumeId: string, writer: string): void;
}

const keyFor = (resumeId: string) => `resumio.unsaved.${resumeId}`;

function isCopy(value: unknown): value is UnsavedCopy {
  if (!value || typeof value !== 'object') return false;
  const copy = value as Record<string, unknown>;
  return (
    typeof copy.resumeId === 'string' &&
    typeof copy.baseVersion === 'number' &&
    typeof copy.writer === 'string' &&
    !!copy.document &&
    typeof copy.document === 'object'
  );
}

export function createUnsavedStore(storage: Storage = window.localStorage): UnsavedStore {
  return {
    read(resumeId) {
      try {
        const raw = storage.getItem(keyFor(resumeId));
        const value: unknown = raw ? JSON.parse(raw) : null;
        return isCopy(value) && value.resumeId === resumeId ? value : null;
      } catch {
        return null;
      }
    },
    write(copy) {
      try {
        storage.setItem(keyFor(copy.resumeId), JSON.stringify(copy));
      } catch {
        // Storage full or blocked: the change still goes to the server as usual.
      }
    },
    clear(resumeId, writer) {
      if (this.read(resumeId)?.writer === writer) storage.removeItem(keyFor(resumeId));
    },
  };
}
