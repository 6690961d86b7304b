import { JSON_RESUME_SECTION_KEYS, type Resume, resumeSchema } from '../model/resume.ts';
import { resumioSettingsSchema } from '../model/resumio-settings.ts';
import { coerce } from './coerce-shape.ts';
import { isPlainObject } from './field-formats.ts';
import { convertHtmlFields } from './html-fields.ts';
import { ImportLog } from './import-log.ts';
import { mapLegacyFields } from './legacy-fields.ts';
import { RESUME_SHAPE } from './model-shape.ts';
import { type ImportIssue, normaliseFormattedFields } from './normalise-fields.ts';
import { formatPath, repairIssues } from './residual-repairs.ts';
import { placeUnknownFields } from './unplaced-fields.ts';

export type { ImportIssue } from './normalise-fields.ts';

export type ImportResult =
  { ok: true; resume: Resume; warnings: ImportIssue[] } | { ok: false; errors: ImportIssue[] };

// A file with none of these is some other JSON (a package.json, a settings file), not a resume.
const RESUME_KEYS: readonly string[] = [
  'basics',
  'meta',
  'volunteers',
  ...JSON_RESUME_SECTION_KEYS,
];

function isResumeLike(document: Record<string, unknown>): boolean {
  if (RESUME_KEYS.some((key) => key in document)) return true;
  // `$schema` alone names a resume only when the file is not a JSON Schema itself.
  if (!('$schema' in document) || 'properties' in document) return false;
  const schema = document['$schema'];
  return !(typeof schema === 'string' && /json-schema\.org/i.test(schema));
}

// Each pass mends every issue the model reports; a few passes reach what nested repairs uncover.
const REPAIR_PASSES = 4;

function liftSettings(document: Record<string, unknown>, log: ImportLog): void {
  const meta = document['meta'];
  if (!isPlainObject(meta) || !('resumio' in meta)) return;
  const { resumio, ...rest } = meta;
  const settings = resumioSettingsSchema.safeParse(resumio);
  if (settings.success) document['resumio'] = settings.data;
  else log.add('meta.resumio', 'Resumio settings were unreadable; defaults used');
  // The export created `meta` only to carry the settings; leave no empty shell behind.
  if (Object.keys(rest).length > 0) document['meta'] = rest;
  else delete document['meta'];
}

function failure(message: string, path = ''): ImportResult {
  return { ok: false, errors: [{ path, message }] };
}

/**
 * Reads a JSON Resume file (text or parsed) as far as it can be read. Valid files come back
 * unchanged apart from `meta.resumio`, which becomes the document's settings. Anything else is
 * repaired and reported, one warning per field: values of the wrong form (a number, a list, an
 * object where text belongs, and the reverse), dates as people write them, legacy field names,
 * HTML in text. Only input that is not a resume at all is refused.
 */
export function importJsonResume(input: unknown): ImportResult {
  let parsed: unknown = input;
  if (typeof input === 'string') {
    try {
      parsed = JSON.parse(input);
    } catch {
      return failure('The file is not valid JSON');
    }
  }
  if (!isPlainObject(parsed)) return failure('A JSON Resume is a JSON object');
  if (!isResumeLike(parsed)) {
    return failure(
      'This is not a JSON Resume: it has none of basics, work, education, skills or the other sections',
    );
  }
  const log = new ImportLog();
  const document = structuredClone(parsed);
  if ('resumio' in document) {
    // Only our own export may carry settings, and it puts them under meta.
    delete document['resumio'];
    log.add('resumio', 'Top-level "resumio" ignored');
  }
  liftSettings(document, log);
  mapLegacyFields(document, log);
  coerce(document, RESUME_SHAPE, { path: '', field: '', log });
  convertHtmlFields(document, RESUME_SHAPE, log);
  log.addAll(normaliseFormattedFields(document));
  placeUnknownFields(document, RESUME_SHAPE, log);

  for (let pass = 0; pass < REPAIR_PASSES; pass++) {
    const result = resumeSchema.safeParse(document);
    if (result.success) return { ok: true, resume: result.data, warnings: log.warnings() };
    if (!repairIssues(document, result.error.issues, log)) {
      return {
        ok: false,
        errors: result.error.issues.map((issue) => ({
          path: formatPath(issue.path),
          message: issue.message,
        })),
      };
    }
  }
  return failure('The file could not be read as a resume');
}
