import {
  type ImportFileResponse,
  type NotPlacedLine,
  RESUME_IMPORT_MAX_BYTES,
  RESUME_IMPORT_MAX_PAGES,
} from '@resumio/contract/resumes';
import { resumeSchema, type Resume } from '@resumio/resume-model';
import type { ComputePort } from '../../compute/compute-pool.ts';
import { AppError } from '../../lib/app-error.ts';

export interface ResumeFile {
  bytes: Uint8Array;
  fileName: string;
}

const MB = 1024 * 1024;

/**
 * Takes out every value the document model refuses (an address that is not a URI, a field over
 * its length…) and lists it as not placed, so the answer always validates and nothing is lost.
 */
function keepValid(document: Resume, notPlaced: NotPlacedLine[]): Resume {
  const current: unknown = structuredClone(document);
  for (let round = 0; round < 5; round += 1) {
    const result = resumeSchema.safeParse(current);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const path = issue.path;
      if (path.length === 0) return { basics: {} };
      let parent = current as Record<string | number, unknown>;
      for (const key of path.slice(0, -1)) {
        parent = parent?.[key as string] as Record<string | number, unknown>;
      }
      const last = path[path.length - 1] as string | number;
      if (!parent || !(last in parent)) continue;
      const value = parent[last];
      if (typeof value === 'string' && value.trim() !== '') notPlaced.push({ text: value });
      if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
      else delete parent[last];
    }
  }
  return { basics: {} };
}

/**
 * A PDF or DOCX resume, or a LinkedIn data export, read in a compute thread (pdf.js, the XML
 * walk and the unzipping never run on the API's event loop) into a document for the user to
 * review.
 */
export async function importResumeFile(
  deps: { compute: ComputePort },
  userId: string,
  file: ResumeFile,
  signal?: AbortSignal,
): Promise<ImportFileResponse> {
  if (file.bytes.byteLength > RESUME_IMPORT_MAX_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${RESUME_IMPORT_MAX_BYTES / MB} MB.`,
      { limit: RESUME_IMPORT_MAX_BYTES },
    );
  }
  if (file.bytes.byteLength === 0) {
    throw new AppError('IMPORT_FILE_UNREADABLE', 'The file is empty.');
  }
  const outcome = await deps.compute.run(
    'read-resume-file',
    { bytes: file.bytes, limits: { maxPages: RESUME_IMPORT_MAX_PAGES } },
    userId,
    signal,
  );
  switch (outcome.kind) {
    case 'parsed': {
      const notPlaced = [...outcome.notPlaced];
      const document = keepValid(outcome.resume, notPlaced);
      return {
        format: outcome.format,
        pages: outcome.pages,
        fileName: file.fileName,
        document,
        notPlaced,
        sections: outcome.sections,
        lineCount: outcome.lineCount,
      };
    }
    case 'no-text':
      throw new AppError(
        'IMPORT_FILE_NO_TEXT',
        outcome.format === 'linkedin'
          ? 'This LinkedIn data export holds no profile, positions, education or skills. Request the export with your profile data included, or import a PDF or Word resume.'
          : 'This file has no text to read: it looks like a scan or pictures of a resume. Import the PDF or Word file it was made from, or start from a blank resume.',
        { format: outcome.format, pages: outcome.pages },
      );
    case 'encrypted':
      throw new AppError(
        'IMPORT_FILE_ENCRYPTED',
        'This file is protected by a password. Save a copy without the password and import that.',
        { format: outcome.format },
      );
    case 'too-many-pages':
      throw new AppError(
        'IMPORT_FILE_TOO_LONG',
        `This file has ${outcome.pages} pages; a resume of up to ${outcome.limit} pages can be imported.`,
        { pages: outcome.pages, limit: outcome.limit },
      );
    case 'archive-too-large':
      // A ZIP bomb or something like one: a real DOCX or LinkedIn export is far below the limits.
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        outcome.reason === 'entries'
          ? 'This ZIP file holds too many files to be a resume or a LinkedIn data export.'
          : 'This ZIP file unpacks to far more than a resume or a LinkedIn data export does.',
        { format: outcome.format, reason: outcome.reason },
      );
    case 'unsupported':
      throw new AppError(
        'IMPORT_FILE_UNREADABLE',
        'This is not a PDF, a Word (.docx) file or a LinkedIn data export (.zip). Choose one of those.',
      );
    case 'unreadable':
      throw new AppError('IMPORT_FILE_UNREADABLE', `${outcome.message} It may be damaged.`, {
        format: outcome.format,
      });
  }
}
