import { createHash } from 'node:crypto';
import type { JobInput } from '@resumio/contract/enhancement';

/** Names a job input: what a stored tailoring was made for (title and company count too). */
export function jobHash(job: JobInput): string {
  return createHash('sha256')
    .update(JSON.stringify([job.jobDescription, job.jobTitle ?? null, job.company ?? null]))
    .digest('base64url');
}
