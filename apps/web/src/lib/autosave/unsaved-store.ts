/** A change not yet confirmed by the server, kept so that nothing typed is lost. */
export interface UnsavedCopy<TDoc> {
  /** The saved document it changes. */
  id: string;
  /** The server version the change was made on. */
  baseVersion: number;
  document: TDoc;
  /** The tab that wrote it; another tab's save never clears it. */
  writer: string;
  savedAt: number;
}

export interface UnsavedStore<TDoc> {
  read(id: string): UnsavedCopy<TDoc> | null;
  write(copy: UnsavedCopy<TDoc>): void;
  /** Removes the copy if `writer` wrote it. */
  clear(id: string, writer: string): void;
}

function readCopy(value: unknown): UnsavedCopy<unknown> | null {
  if (!value || typeof value !== 'object') return null;
  const copy = value as Record<string, unknown>;
  // Resume copies kept before letters shared this store name their id `resumeId`.
  const id = copy.id ?? copy.resumeId;
  if (
    typeof id !== 'string' ||
    typeof copy.baseVersion !== 'number' ||
    typeof copy.writer !== 'string' ||
    !copy.document ||
    typeof copy.document !== 'object'
  ) {
    return null;
  }
  return {
    id,
    baseVersion: copy.baseVersion,
    document: copy.document,
    writer: copy.writer,
    savedAt: typeof copy.savedAt === 'number' ? copy.savedAt : 0,
  };
}

/**
 * Unsaved changes in local storage, one entry per document under `${prefix}${id}`. The document
 * inside is taken as written; the editor that reads it validates it before saving it anyway.
 */
export function createUnsavedStore<TDoc>(
  prefix: string,
  storage: Storage = window.localStorage,
): UnsavedStore<TDoc> {
  const keyFor = (id: string) => `${prefix}${id}`;
  const read = (id: string): UnsavedCopy<TDoc> | null => {
    try {
      const raw = storage.getItem(keyFor(id));
      const copy = readCopy(raw ? JSON.parse(raw) : null);
      return copy && copy.id === id ? (copy as UnsavedCopy<TDoc>) : null;
    } catch {
      return null;
    }
  };
  return {
    read,
    write(copy) {
      try {
        storage.setItem(keyFor(copy.id), JSON.stringify(copy));
      } catch {
        // Storage full or blocked: the change still goes to the server as usual.
      }
    },
    clear(id, writer) {
      if (read(id)?.writer === writer) storage.removeItem(keyFor(id));
    },
  };
}
