import type { DocumentLanguage } from '../model/document-language.ts';
import type { Resume } from '../model/resume.ts';
import { resolveSettings } from '../model/resume.ts';
import { detectDocumentLanguage } from '../model/index.ts';

/** The resume's own prose: what its language is read from. */
function prose(resume: Resume): string {
  const out: string[] = [resume.basics?.summary ?? '', resume.basics?.label ?? ''];
  for (const w of resume.work ?? [])
    out.push(w.position ?? '', w.summary ?? '', ...(w.highlights ?? []));
  for (const p of resume.projects ?? []) out.push(p.description ?? '', ...(p.highlights ?? []));
  for (const e of resume.education ?? []) out.push(e.area ?? '', e.studyType ?? '');
  for (const v of resume.volunteer ?? []) out.push(v.summary ?? '', ...(v.highlights ?? []));
  return out.filter((s) => typeof s === 'string' && s).join('\n');
}

/** The document's language: the one the user chose, else the one its text is written in. */
export function resolveDocumentLanguage(resume: Resume): DocumentLanguage {
  return resolveSettings(resume).design.language ?? detectDocumentLanguage(prose(resume)) ?? 'en';
}
