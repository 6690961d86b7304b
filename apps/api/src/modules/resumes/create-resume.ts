import type { CreateResumeRequest, CreateResumeResponse } from '@resumio/contract/resumes';
import type { FieldIssue } from '@resumio/contract';
import {
  createResume as blankResume,
  getSample,
  importJsonResume,
  type Resume,
} from '@resumio/resume';
import { AppError } from '../../lib/app-error.ts';
import { importedTitle } from './imported-title.ts';
import type { ResumeDeps } from './resume-deps.ts';
import { normaliseDocument } from './resume-content.ts';
import { saveNewResume } from './save-new-resume.ts';
import { toResumeDetail } from './to-resume-dto.ts';

interface NewDocument {
  document: Resume;
  warnings?: FieldIssue[];
}

function invalidImport(errors: FieldIssue[]): AppError {
  return new AppError('VALIDATION_ERROR', 'The JSON Resume file is not valid.', errors);
}

function documentFor(request: CreateResumeRequest): NewDocument {
  switch (request.source) {
    case 'blank':
      return { document: blankResume({ title: request.title, templateId: request.templateId }) };
    case 'sample': {
      const sample = getSample(request.sampleId);
      if (!sample) {
        throw new AppError('VALIDATION_ERROR', 'There is no sample with this id.', [
          { path: 'sampleId', message: 'Unknown sample' },
        ]);
      }
      return { document: normaliseDocument(sample, request.title) };
    }
    case 'import': {
      const result = importJsonResume(request.jsonResume);
      if (!result.ok) throw invalidImport(result.errors);
      // A file without our settings has no title of its own: name it after the person.
      const title =
        request.title ?? (result.resume.resumio ? undefined : importedTitle(result.resume));
      return { document: normaliseDocument(result.resume, title), warnings: result.warnings };
    }
    case 'document':
      return { document: normaliseDocument(request.document, request.title) };
  }
}

/** A new resume: blank, from a sample, from a JSON Resume file, or from the preview editor. */
export async function createResume(
  deps: ResumeDeps,
  userId: string,
  request: CreateResumeRequest,
): Promise<CreateResumeResponse> {
  const { document, warnings } = documentFor(request);
  const row = await saveNewResume(deps, userId, document);
  return {
    ...toResumeDetail(row),
    ...(warnings && warnings.length > 0 ? { importWarnings: warnings } : {}),
  };
}
