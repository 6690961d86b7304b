import type { LetterContent } from '@resumio/contract/cover-letters';
import type { SentSnapshot, SentSummary } from '@resumio/contract/jobs';
import type { Resume } from '@resumio/resume';

/**
 * What `sent_snapshot` holds: the contract's summary plus the resume document exactly as it was
 * sent. The document carries its own template and design settings, so rendering it again draws
 * the same file whatever happens to the resume later.
 */
export interface StoredSnapshot extends SentSnapshot {
  document: Resume;
  /** The cover letter exactly as it was sent, when one was linked and still there. */
  coverLetter?: SentCoverLetter;
}

export interface SentCoverLetter {
  title: string;
  content: LetterContent;
}

// The document (then any letter) is written last, so the summary can be read without parsing
// them: lists show the summary of hundreds of applications. No unescaped quote can occur inside
// a JSON string, so the first `,"document":` is the one written here.
export const SNAPSHOT_DOCUMENT_KEY = ',"document":';
const DOCUMENT_KEY = SNAPSHOT_DOCUMENT_KEY;

export function writeSnapshot({
  document,
  coverLetter,
  ...summary
}: Omit<StoredSnapshot, 'coverLetterTitle'>): string {
  const head = JSON.stringify({
    takenAt: summary.takenAt,
    resumeId: summary.resumeId,
    resumeTitle: summary.resumeTitle,
    coverLetterId: summary.coverLetterId,
    coverLetterTitle: coverLetter?.title ?? null,
    jobDescription: summary.jobDescription,
  });
  // The letter comes after the document, so the summary is still read without either.
  const letter = coverLetter ? `,"coverLetter":${JSON.stringify(coverLetter)}` : '';
  return `${head.slice(0, -1)}${DOCUMENT_KEY}${JSON.stringify(document)}${letter}}`;
}

export function readSnapshot(json: string): StoredSnapshot {
  return JSON.parse(json) as StoredSnapshot;
}

/** What a list shows: the summary without the job description as sent, which may be long. */
export function sentListSummary(json: string | null): SentSummary | null {
  const full = sentSummary(json);
  if (!full) return null;
  const { jobDescription: _omitted, ...summary } = full;
  return summary;
}

/** The summary the detail shows, without the document. */
export function sentSummary(json: string | null): SentSnapshot | null {
  if (json === null) return null;
  const cut = json.indexOf(DOCUMENT_KEY);
  const { takenAt, resumeId, resumeTitle, coverLetterId, coverLetterTitle, jobDescription } =
    JSON.parse(cut === -1 ? json : `${json.slice(0, cut)}}`) as Partial<SentSnapshot>;
  return {
    takenAt: takenAt!,
    resumeId: resumeId!,
    resumeTitle: resumeTitle!,
    coverLetterId: coverLetterId ?? null,
    // Snapshots taken before the letter's title was kept in the summary show no letter here.
    coverLetterTitle: coverLetterTitle ?? null,
    jobDescription: jobDescription ?? null,
  };
}
