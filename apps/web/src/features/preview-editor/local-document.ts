import { type Resume, createResume, resumeSchema, resumioSettingsSchema } from '@resumio/resume';
import { LOCAL_DOCUMENT_KEY, peekLocalDocument } from './local-document-key.ts';

export { LOCAL_DOCUMENT_KEY };

/** The try-out resume kept in this browser, or a fresh one. A damaged copy is set aside, not lost. */
export function loadLocalDocument(storage: Storage = window.localStorage): Resume {
  // Half-typed values (a date, an email) are kept as typed: parsed loosely, checked later.
  const kept = peekLocalDocument(storage);
  if (kept) return withSettings(kept);
  const raw = storage.getItem(LOCAL_DOCUMENT_KEY);
  if (raw && !isJson(raw)) storage.setItem(`${LOCAL_DOCUMENT_KEY}.damaged`, raw);
  return createResume({ title: 'My resume', templateId: 'modern' });
}

/**
 * The editor reads every setting (template, design, section layout); a copy kept by an older
 * version, or edited by hand, may lack some or hold a wrong one. Each valid part is kept and the
 * rest takes its default, so the editor opens instead of failing on the first missing field.
 */
function withSettings(resume: Resume): Resume {
  const raw: unknown = resume.resumio;
  const whole = resumioSettingsSchema.safeParse(raw ?? {});
  if (whole.success) return { ...resume, resumio: whole.data };
  const parts = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const repaired: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parts)) {
    if (resumioSettingsSchema.safeParse({ ...repaired, [key]: value }).success) {
      repaired[key] = value;
    }
  }
  return { ...resume, resumio: resumioSettingsSchema.parse(repaired) };
}

function isJson(raw: string): boolean {
  try {
    JSON.parse(raw);
    return true;
  } catch {
    return false;
  }
}

export function saveLocalDocument(resume: Resume, storage: Storage = window.localStorage): boolean {
  try {
    storage.setItem(LOCAL_DOCUMENT_KEY, JSON.stringify(resume));
    return true;
  } catch {
    // Storage full or blocked (private mode): the page warns that work is not kept.
    return false;
  }
}

export function clearLocalDocument(storage: Storage = window.localStorage): void {
  storage.removeItem(LOCAL_DOCUMENT_KEY);
}

export function hasContent(resume: Resume): boolean {
  const basics = resume.basics ?? {};
  if (
    basics.name?.trim() ||
    basics.email?.trim() ||
    basics.summary?.trim() ||
    basics.label?.trim()
  ) {
    return true;
  }
  return (['work', 'education', 'skills', 'projects'] as const).some(
    (key) => (resume[key]?.length ?? 0) > 0,
  );
}

export function isSavable(resume: Resume): boolean {
  return resumeSchema.safeParse(resume).success;
}
