import type {
  AddressedRequirement,
  CoverLetterDetail,
  CoverLetterSummary,
  LetterContent,
  LetterFlag,
} from '@resumio/contract/cover-letters';
import type { CoverLetterRecord, CoverLetterSummaryRecord } from './repository.ts';

// Columns written only through the contract's enums and schemas; the casts name what was
// validated then.
export function toLetterSummary(row: CoverLetterSummaryRecord): CoverLetterSummary {
  return {
    id: row.id,
    title: row.title,
    resumeId: row.linked_resume_id,
    resumeTitle: row.linked_resume_title,
    jobTitle: row.job_title,
    company: row.company,
    tone: row.tone as CoverLetterSummary['tone'],
    length: row.length as CoverLetterSummary['length'],
    wordCount: row.word_count,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function storedContent(row: Pick<CoverLetterRecord, 'content'>): LetterContent {
  return JSON.parse(row.content) as LetterContent;
}

export function toLetterDetail(row: CoverLetterRecord): CoverLetterDetail {
  return {
    ...toLetterSummary(row),
    content: storedContent(row),
    jobDescription: row.job_description,
    addressed: JSON.parse(row.addressed) as AddressedRequirement[],
    flags: JSON.parse(row.flags) as LetterFlag[],
  };
}
