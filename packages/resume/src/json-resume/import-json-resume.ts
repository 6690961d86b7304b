import { type Resume, resumeSchema } from '../model/resume.ts';
import { resumioSettingsSchema } from '../model/resumio-settings.ts';
import { isPlainObject } from './field-formats.ts';
import { type ImportIssue, normaliseFormattedFields } from './normalise-fields.ts';

export type { ImportIssue } from './normalise-fields.ts';

export type ImportResult =
  { ok: true; resume: Resume; warnings: ImportIssue[] } | { ok: false; errors: ImportIssue[] };

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

function liftSettings(document: Record<string, unknown>, warnings: ImportIssue[]): void {
  const meta = document['meta'];
  if (!isPlainObject(meta) || !('resumio' in meta)) return;
  const { resumio, ...rest } = meta;
  const settings = resumioSettingsSchema.safeParse(resumio);
  if (settings.success) document['resumio'] = settings.data;
  else
    warnings.push({
      path: 'meta.resumio',
      message: 'Resumio settings were unreadable; defaults used',
    });
  // The export created `meta` only to carry the settings; leave no empty shell behind.
  if (Object.keys(rest).length > 0) document['meta'] = rest;
  else delete document['meta'];
}

/**
 * Reads a JSON Resume file (text or parsed). Valid files come back unchanged apart from
 * `meta.resumio`, which becomes the document's settings; common mistakes (bare domains,
 * "Present" end dates, ISO timestamps) are repaired and reported as warnings.
 */
export function importJsonResume(input: unknown): ImportResult {
  let parsed: unknown = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      return { ok: false, errors: [{ path: '', message: 'The file is not valid JSON' }] };
    }
  }
  if (!isPlainObject(parsed)) {
    return { ok: false, errors: [{ path: '', message: 'A JSON Resume is a JSON object' }] };
  }
  const document = structuredClone(parsed);
  const warnings = normaliseFormattedFields(document);
  if ('resumio' in document) {
    // Only our own export may carry settings, and it puts them under meta.
    delete document['resumio'];
    warnings.push({ path: 'resumio', message: 'Top-level "resumio" ignored' });
  }
  liftSettings(document, warnings);
  const result = resumeSchema.safeParse(document);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => ({
        path: formatPath(issue.path),
        message: issue.message,
      })),
    };
  }
  return { ok: true, resume: result.data, warnings };
}
