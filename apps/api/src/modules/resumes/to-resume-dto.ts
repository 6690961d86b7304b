import type { TailoredFor } from '@resumio/contract/enhancement';
import type { ResumeDetail, ResumeSummary } from '@resumio/contract/resumes';
import { DEFAULT_TEMPLATE_ID, type Resume, TEMPLATE_IDS, type TemplateId } from '@resumio/resume';
import type { ResumeRow, ResumeSummaryRow } from './repository.ts';

// A template retired after a resume was saved must not make the whole list unreadable.
export function knownTemplate(id: string): TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(id)
    ? (id as TemplateId)
    : DEFAULT_TEMPLATE_ID;
}

/** What a tailored copy was made for; null for every other resume. */
function tailoredFor(row: ResumeSummaryRow): TailoredFor | null {
  if (row.tailored_job_description === null) return null;
  return {
    sourceResumeId: row.tailored_source_id,
    jobTitle: row.tailored_job_title,
    company: row.tailored_company,
    jobDescription: row.tailored_job_description,
  };
}

export function toResumeSummary(row: ResumeSummaryRow): ResumeSummary {
  return {
    id: row.id,
    title: row.title,
    templateId: knownTemplate(row.template_id),
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    name: row.name,
    headline: row.headline,
    tailoredFor: tailoredFor(row),
  };
}

/** Documents were validated on the way in, so reading one back needs only JSON.parse. */
export function storedDocument(row: ResumeRow): Resume {
  return JSON.parse(row.document) as Resume;
}

export function toResumeDetail(row: ResumeRow): ResumeDetail {
  return { ...toResumeSummary(row), document: storedDocument(row) };
}
