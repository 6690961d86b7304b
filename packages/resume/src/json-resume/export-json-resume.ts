import type { Resume } from '../model/resume.ts';
import { FORMATTED_FIELDS, type PlainObject, objectsAt } from './field-formats.ts';

export interface ExportJsonResumeOptions {
  /** Keep Resumio's settings under `meta.resumio` so a re-import restores them. Default true. */
  includeSettings?: boolean;
}

export type JsonResumeDocument = PlainObject;

/**
 * A JSON Resume document valid against the official schema: Resumio's settings move under
 * `meta.resumio` (or go), and empty format-checked fields, which the schema rejects, are dropped.
 */
export function exportJsonResume(
  resume: Resume,
  options: ExportJsonResumeOptions = {},
): JsonResumeDocument {
  const { resumio, ...rest } = structuredClone(resume) as PlainObject & { resumio?: unknown };
  const document: PlainObject = rest;
  for (const { path, field } of FORMATTED_FIELDS) {
    for (const { node } of objectsAt(document, path)) {
      if (node[field] === '') delete node[field];
    }
  }
  if (options.includeSettings !== false && resumio !== undefined) {
    const meta = (document['meta'] as PlainObject | undefined) ?? {};
    document['meta'] = { ...meta, resumio };
  }
  return document;
}
