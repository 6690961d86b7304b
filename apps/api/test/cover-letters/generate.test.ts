import {
  GeneratedLetterSchema,
  letterText,
  ParagraphResponseSchema,
  blockText,
} from '@resumio/contract/cover-letters';
import { testDialects } from '@resumio/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createEngineerResume,
  createLetterViaApi,
  expectError,
  expectFieldError,
  JOB,
  letterAppForSuite,
  letterContent,
  newUser,
  parseEvents,
  type SignedInUser,
} from './support.ts';

describe.each(testDialects())('cover letter generation without a model on %s', (dialect) => {
  const t = letterAppForSuite(dialect);
  let user: SignedInUser;
  let resumeId: string;
  beforeAll(async () => {
    user = await newUser(t);
    resumeId = (await createEngineerResume(t, user)).id;
  });
  const generate = (payload: Record<string, unknown>) =>
    call(t, user, { method: 'POST', url: '/api/cover-letters/generate', payload });

  it('composes a letter that names the company and the role from the resume’s own facts', async () => {
    const res = await generate({ ...JOB, resumeId, hiringManager: 'Maria Lopez' });
    expect(res.statusCode, res.body).toBe(200);
    const letter = GeneratedLetterSchema.parse(res.json());
    const text = letterText(letter.content);
    expect(letter.engine).toBe('local');
    expect(letter.content).toMatchObject({
      company: 'Northwind Payments',
      jobTitle: 'Backend Engineer',
      recipientName: 'Maria Lopez',
      signature: 'Ana Ruiz',
    });
    expect(letter.content.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(blockText(letter.content.body[0]!)).toContain('Northwind Payments');
    expect(blockText(letter.content.body[0]!)).toContain('Backend Engineer');
    // Its evidence is the resume's own: real employers and numbers.
    expect(text).toMatch(/Quillpay|Bitforge/);
    expect(letter.addressed.length).toBeGreaterThanOrEqual(2);
    // Nothing the resume does not support; at most a note that the letter is shorter than asked.
    expect(letter.flags.filter((flag) => flag.kind !== 'length')).toEqual([]);
    expect(letter.wordCount).toBeGreaterThan(120);
  });

  it('gives the same letter for the same input, and another for another variant', async () => {
    const input = { ...JOB, resumeId, tone: 'confident', length: 'short' };
    const [a, b, c] = await Promise.all([
      generate(input),
      generate(input),
      generate({ ...input, variant: 7 }),
    ]);
    expect(a.json().content.body).toEqual(b.json().content.body);
    expect(c.json().content.body).not.toEqual(a.json().content.body);
  });

  it('refuses a bad posting, tone or length with 400 and field details', async () => {
    expectFieldError(
      await generate({ ...JOB, resumeId, jobDescription: 'Too short.' }),
      'jobDescription',
      'INVALID_JOB_DESCRIPTION',
    );
    expectFieldError(await generate({ ...JOB, resumeId, tone: 'sarcastic' }), 'tone');
    expectFieldError(await generate({ ...JOB, resumeId, length: 'novel' }), 'length');
    expectFieldError(await generate({ ...JOB, resumeId, company: '' }), 'company');
  });

  it('answers an unknown resume with 404', async () => {
    const res = await generate({ ...JOB, resumeId: '00000000-0000-4000-8000-000000000000' });
    expectError(res, 404, 'NOT_FOUND');
  });

  it('streams the local letter block by block, then the letter itself', async () => {
    const res = await call(t, user, {
      method: 'POST',
      url: '/api/cover-letters/generate/stream',
      payload: { ...JOB, resumeId, tone: 'warm' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = parseEvents(res.body);
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`expected done, got ${done.type}`);
    const deltas = events.slice(0, -1);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.every((event) => event.type === 'delta')).toBe(true);
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(
      letterText(done.letter.content),
    );
    expect(done.letter.engine).toBe('local');
    expect(blockText(done.letter.content.body[0]!)).toContain('Northwind Payments');
  });

  describe('paragraph actions', () => {
    it('makes a paragraph shorter, more formal, or writes it again, from the editor’s text', async () => {
      const letter = await createLetterViaApi(t, user, { resumeId });
      const current = [
        { text: "I'd love to talk about the team and I can't wait to hear about its plans." },
      ];
      const rework = (action: string, variant = 0) =>
        call(t, user, {
          method: 'POST',
          url: `/api/cover-letters/${letter.id}/paragraph`,
          payload: { block: 2, action, current, variant },
        });

      const formal = ParagraphResponseSchema.parse((await rework('more_formal')).json());
      expect(formal.engine).toBe('local');
      expect(blockText(formal.block)).toMatch(/I would|cannot/);
      expect(blockText(formal.block)).not.toMatch(/I'd|can't/);

      const shorter = ParagraphResponseSchema.parse((await rework('shorter')).json());
      expect(blockText(shorter.block).length).toBeLessThanOrEqual(
        blockText({ type: 'paragraph', runs: current }).length,
      );

      const again = await rework('regenerate');
      expect(again.statusCode, again.body).toBe(200);
      const regenerated = ParagraphResponseSchema.parse(again.json());
      expect(blockText(regenerated.block)).not.toBe(current[0]!.text);
      expect(regenerated.flags).toEqual([]);
    });

    it('refuses a block the letter does not have, and a bad action, with 400', async () => {
      const letter = await createLetterViaApi(t, user, { resumeId });
      const rework = (payload: Record<string, unknown>) =>
        call(t, user, {
          method: 'POST',
          url: `/api/cover-letters/${letter.id}/paragraph`,
          payload: { block: 0, action: 'shorter', current: [{ text: 'Text.' }], ...payload },
        });
      expectFieldError(await rework({ block: 3 }), 'block');
      expectFieldError(await rework({ action: 'longer' }), 'action');
      expectFieldError(await rework({ block: -1 }), 'block');
    });

    it('can only shorten or formalise a letter that has no resume to draw on', async () => {
      const letter = await createLetterViaApi(t, user, { content: letterContent() });
      const rework = (action: string) =>
        call(t, user, {
          method: 'POST',
          url: `/api/cover-letters/${letter.id}/paragraph`,
          payload: { block: 0, action, current: [{ text: "I'm keen to join." }] },
        });
      expect((await rework('more_formal')).statusCode).toBe(200);
      expectFieldError(await rework('regenerate'), 'action');
    });
  });
});
