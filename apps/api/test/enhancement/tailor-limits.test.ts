import { TailorResponseSchema } from '@resumio/contract/enhancement';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { testDialects } from '@resumio/db/testing';
import { resumeSchema } from '@resumio/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEnhancementTestApp,
  call,
  createViaApi,
  described,
  engineerResume,
  JOB,
  newUser,
  type ResumeTestApp,
  type SignedInUser,
} from './support.ts';

/**
 * Sixty lists of sixty tools the posting does not ask for: skills as full as a resume may hold
 * them (60 keywords in a list, 60 lists in a section).
 */
const FULL_SKILLS = Array.from({ length: 60 }, (_, list) => ({
  name: `Tools ${list + 1}`,
  keywords: Array.from({ length: 60 }, (_, tool) => `Tool ${list + 1}.${tool + 1}`),
}));

describe.each(testDialects())('tailoring a resume at its limits on %s', (dialect) => {
  let t: ResumeTestApp;
  let user: SignedInUser;
  let full: ResumeDetail;
  beforeAll(async () => {
    t = await buildEnhancementTestApp(dialect);
    user = await newUser(t, { premium: true });
    const document = { ...engineerResume(), skills: FULL_SKILLS };
    full = await createViaApi(t, user, { source: 'document', document });
  });
  afterAll(async () => t?.close());

  it('offers what fits and turns down the skills a full list has no room for', async () => {
    const res = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${full.id}/tailor`,
      payload: JOB,
    });
    expect(res.statusCode, described(res)).toBe(200);
    const body = TailorResponseSchema.parse(res.json());
    expect(resumeSchema.safeParse(body.document).success).toBe(true);
    expect(body.document.skills).toHaveLength(60);
    expect(body.document.skills?.every((list) => list.keywords?.length === 60)).toBe(true);
    expect(body.changes.some((change) => change.kind === 'add-skill')).toBe(false);
    const noRoom = body.rejected.filter((change) => change.kind === 'add-skill');
    expect(noRoom.length).toBeGreaterThan(0);
    expect(noRoom[0]!.reason).toMatch(/no room/);
    // What is offered is what applies: accepting all of it saves a valid copy.
    const copy = await call(t, user, {
      method: 'POST',
      url: `/api/resumes/${full.id}/tailored-copies`,
      payload: { ...JOB, accepted: body.changes.map((change) => change.id) },
    });
    expect(copy.statusCode, described(copy)).toBe(201);
  });
});
