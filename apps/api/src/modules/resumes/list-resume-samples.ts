import type { ResumeSamplesResponse } from '@resumio/contract/resumes';
import { RESUME_SAMPLES, resolveSettings } from '@resumio/resume';

/** What "create from sample" offers: summaries only, the server copies the chosen document. */
export function listResumeSamples(): ResumeSamplesResponse {
  return RESUME_SAMPLES.map((sample) => ({
    id: sample.id,
    title: sample.name,
    description: sample.description,
    name: sample.resume.basics?.name ?? '',
    headline: sample.resume.basics?.label ?? '',
    templateId: resolveSettings(sample.resume).templateId,
  }));
}
