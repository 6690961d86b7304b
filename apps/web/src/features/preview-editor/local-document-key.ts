import type { Resume } from '@resumio/resume';

/** Where the preview editor lives (spec: /preview-editor). */
export const PREVIEW_EDITOR_PATH = '/preview-editor';

export const LOCAL_DOCUMENT_KEY = 'resumio.preview-editor.document';

/**
 * The try-out resume as this browser keeps it, parsed loosely (half-typed values are kept as
 * typed), or null when there is none or it is damaged. Free of zod, so the editor's route can
 * read it before the schemas load.
 */
export function peekLocalDocument(storage: Storage = window.localStorage): Resume | null {
  const raw = storage.getItem(LOCAL_DOCUMENT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Resume;
  } catch {
    // Damaged: the editor sets the copy aside when it loads.
  }
  return null;
}
