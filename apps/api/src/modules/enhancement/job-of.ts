import type { JobInput } from '@resumio/contract/enhancement';

/** Only the job from a request that carries more (accepted ids, a path, a title). */
export function jobOf({ jobDescription, jobTitle, company }: JobInput): JobInput {
  return { jobDescription, jobTitle, company };
}
