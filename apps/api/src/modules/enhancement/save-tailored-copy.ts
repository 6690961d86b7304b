import type { JobInput, TailoredCopyRequest } from '@resumio/contract/enhancement';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { RESUME_LIMITS, resumeSchema } from '@resumio/resume';
import { validationError } from '../../lib/app-error.ts';
import { assertPremium } from '../billing/assert-premium.ts';
import { normaliseDocument } from '../resumes/resume-content.ts';
import { saveNewResume } from '../resumes/save-new-resume.ts';
import { toResumeDetail } from '../resumes/to-resume-dto.ts';
import type { EnhancementDeps } from './enhancement-deps.ts';
import { jobOf } from './job-of.ts';
import { loadOwnResume } from './own-resume.ts';
import { tailoredDocument } from './recompute-tailoring.ts';

/** "<source title> — <company or job title>", within a title's length. */
export function tailoredCopyTitle(sourceTitle: string, job: JobInput): string {
  const target = job.company ?? job.jobTitle ?? 'tailored';
  return `${sourceTitle} — ${target}`.slice(0, RESUME_LIMITS.resumeTitle).trimEnd();
}

/**
 * A new resume made of the source with the accepted changes (Premium), remembering the job it
 * was made for; the source stays as it is. Counts against the per-user resume cap like any new
 * resume, and asks no language model: the model's wording comes from the last tailoring.
 */
export async function saveTailoredCopy(
  deps: EnhancementDeps,
  userId: string,
  resumeId: string,
  request: TailoredCopyRequest,
  signal?: AbortSignal,
): Promise<ResumeDetail> {
  await assertPremium(deps.db, userId, 'resumeEnhancement');
  const own = await loadOwnResume(deps, userId, resumeId);
  const job = jobOf(request);
  const tailored = await tailoredDocument(
    deps,
    userId,
    own,
    job,
    request.accepted,
    request.confirmed,
    signal,
  );
  const document = normaliseDocument(
    tailored,
    request.title ?? tailoredCopyTitle(own.row.title, job),
  );
  // Added skills or longer wording could pass a limit of the document; nothing invalid is stored.
  const checked = resumeSchema.safeParse(document);
  if (!checked.success) {
    throw validationError(checked.error, 'The tailored resume would break the limits of a resume.');
  }
  const row = await saveNewResume(deps, userId, document, {
    sourceResumeId: own.row.id,
    jobTitle: job.jobTitle ?? null,
    company: job.company ?? null,
    jobDescription: job.jobDescription,
  });
  return toResumeDetail(row);
}
