import {
  COVER_LETTER_TEXT_MAX,
  COVER_LETTERS_PER_USER_MAX,
  CoverLetterConflictDetailsSchema,
  CoverLetterDetailSchema,
  CreateCoverLetterResponseSchema,
  ListCoverLettersResponseSchema,
} from '@resumio/contract/cover-letters';
import { testDialects } from '@resumio/db/testing';
import { describe, expect, it } from 'vitest';
import {
  call,
  createEngineerResume,
  createLetterViaApi,
  expectError,
  expectFieldError,
  letterAppForSuite,
  letterContent,
  letterRequest,
  newUser,
  seedLetters,
  storedLetter,
} from './support.ts';

const DAY_MS = 86_400_000;

describe.each(testDialects())('cover letters on %s', (dialect) => {
  const t = letterAppForSuite(dialect);

  describe('create and read', () => {
    it('saves a letter at version 1 with its word count, and reads it back', async () => {
      const user = await newUser(t);
      const resume = await createEngineerResume(t, user);
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/cover-letters',
        payload: letterRequest({ title: 'For Northwind', resumeId: resume.id }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = CreateCoverLetterResponseSchema.parse(res.json());
      expect(created).toMatchObject({
        title: 'For Northwind',
        resumeId: resume.id,
        resumeTitle: resume.title,
        jobTitle: 'Backend Engineer',
        company: 'Northwind Payments',
        tone: 'formal',
        length: 'standard',
        version: 1,
        flags: [],
      });
      // 22 + 8 + 9 + 11 words in the body's paragraphs and list items.
      expect(created.wordCount).toBe(50);

      const read = await call(t, user, { method: 'GET', url: `/api/cover-letters/${created.id}` });
      expect(read.statusCode).toBe(200);
      const detail = CoverLetterDetailSchema.parse(read.json());
      expect(detail.content).toEqual(letterContent());
      expect(detail).toEqual(CoverLetterDetailSchema.parse(created));
    });

    it('merges neighbouring runs with the same marks and drops empty ones', async () => {
      const user = await newUser(t);
      const letter = await createLetterViaApi(t, user, {
        content: letterContent({
          body: [
            {
              type: 'paragraph',
              runs: [
                { text: 'One ' },
                { text: 'two ', bold: false },
                { text: '' },
                { text: 'three', bold: true },
                { text: ' four', bold: true },
              ],
            },
          ],
        }),
      });
      expect(letter.content.body).toEqual([
        {
          type: 'paragraph',
          runs: [{ text: 'One two ' }, { text: 'three four', bold: true }],
        },
      ]);
    });

    it('names a letter saved without a title after its role and company', async () => {
      const user = await newUser(t);
      const letter = await createLetterViaApi(t, user, { title: undefined });
      expect(letter.title).toBe('Backend Engineer at Northwind Payments');
      expect(letter.resumeId).toBeNull();
      expect(letter.resumeTitle).toBeNull();
    });

    it('flags on save what the linked resume does not support; a letter without one has none', async () => {
      const user = await newUser(t);
      const resume = await createEngineerResume(t, user);
      const content = letterContent({
        body: [
          {
            type: 'paragraph',
            runs: [{ text: 'At Stripe I cut costs by 75% with Terraform.' }],
          },
        ],
      });
      const linked = await createLetterViaApi(t, user, { resumeId: resume.id, content });
      expect(linked.flags.map((flag) => flag.text)).toEqual(
        expect.arrayContaining(['Stripe', '75%']),
      );
      expect(linked.flags.every((flag) => flag.block === 0)).toBe(true);
      const unlinked = await createLetterViaApi(t, user, { content });
      expect(unlinked.flags).toEqual([]);
    });

    it('keeps the language note on save: an English letter for a posting in German', async () => {
      const user = await newUser(t);
      const resume = await createEngineerResume(t, user);
      const letter = await createLetterViaApi(t, user, {
        resumeId: resume.id,
        jobDescription:
          'Wir suchen eine Backend-Entwicklerin mit Erfahrung in Go und PostgreSQL, die mit uns die Plattform für Zahlungen weiterentwickelt und betreut.',
      });
      expect(letter.flags).toContainEqual(expect.objectContaining({ block: -1, kind: 'language' }));
    });

    it("refuses another user's resume, or an unknown one, with 404", async () => {
      const user = await newUser(t);
      const other = await newUser(t);
      const theirs = await createEngineerResume(t, other);
      for (const resumeId of [theirs.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await call(t, user, {
          method: 'POST',
          url: '/api/cover-letters',
          payload: letterRequest({ resumeId }),
        });
        expectError(res, 404, 'NOT_FOUND');
      }
    });
  });

  describe('limits', () => {
    it('refuses a letter over 10,000 characters with 400 and field details, storing nothing', async () => {
      const user = await newUser(t);
      const long = 'word '.repeat(COVER_LETTER_TEXT_MAX / 5 + 1);
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/cover-letters',
        payload: letterRequest({
          content: letterContent({ body: [{ type: 'paragraph', runs: [{ text: long }] }] }),
        }),
      });
      const issues = expectFieldError(res, 'content.body');
      expect(issues.find((issue) => issue.path === 'content.body')?.message).toMatch(/10,000/);
      const list = await call(t, user, { method: 'GET', url: '/api/cover-letters' });
      expect(list.json().total).toBe(0);
    });

    it('refuses an unknown tone, length or an oversized title with 400 naming the field', async () => {
      const user = await newUser(t);
      const cases = [
        [{ tone: 'sarcastic' }, 'tone'],
        [{ length: 'epic' }, 'length'],
        [{ title: 'x'.repeat(121) }, 'title'],
        [{ content: { ...letterContent(), date: '25/11/2026' } }, 'content.date'],
      ] as const;
      for (const [overrides, path] of cases) {
        const res = await call(t, user, {
          method: 'POST',
          url: '/api/cover-letters',
          payload: { ...letterRequest(), ...overrides },
        });
        expectFieldError(res, path);
      }
    });

    it(`keeps at most ${COVER_LETTERS_PER_USER_MAX} letters per user`, async () => {
      const user = await newUser(t);
      await seedLetters(t, user.id, COVER_LETTERS_PER_USER_MAX);
      const res = await call(t, user, {
        method: 'POST',
        url: '/api/cover-letters',
        payload: letterRequest(),
      });
      const body = expectError(res, 409, 'COVER_LETTER_LIMIT_REACHED');
      expect(body.details).toEqual({ limit: COVER_LETTERS_PER_USER_MAX });
    });
  });

  describe('list', () => {
    it('pages, sorts and searches title, company and job title (accents folded)', async () => {
      const user = await newUser(t);
      await createLetterViaApi(t, user, { title: 'Zeta letter' });
      await createLetterViaApi(t, user, {
        title: 'Alpha letter',
        content: letterContent({ company: 'Café Núñez', jobTitle: 'Barista' }),
      });
      await createLetterViaApi(t, user, {
        title: 'Mid letter',
        content: letterContent({ jobTitle: 'Platform Engineer' }),
      });
      const list = async (query: string) => {
        const res = await call(t, user, { method: 'GET', url: `/api/cover-letters?${query}` });
        expect(res.statusCode, res.body).toBe(200);
        return ListCoverLettersResponseSchema.parse(res.json());
      };
      const titles = async (query: string) => (await list(query)).items.map((i) => i.title);

      expect(await titles('sort=title_asc')).toEqual(['Alpha letter', 'Mid letter', 'Zeta letter']);
      expect(await titles('sort=title_desc')).toEqual([
        'Zeta letter',
        'Mid letter',
        'Alpha letter',
      ]);
      expect(await titles('sort=created_desc')).toEqual([
        'Mid letter',
        'Alpha letter',
        'Zeta letter',
      ]);
      expect(await titles('q=nunez')).toEqual(['Alpha letter']);
      expect(await titles('q=PLATFORM')).toEqual(['Mid letter']);
      expect(await titles('q=zeta')).toEqual(['Zeta letter']);
      expect(await titles('q=100%25')).toEqual([]);
      const page = await list('sort=title_asc&page=2&pageSize=2');
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page.items.map((i) => i.title)).toEqual(['Zeta letter']);
    });

    it('refuses bad paging with 400', async () => {
      const user = await newUser(t);
      for (const query of ['page=0', 'pageSize=101', 'sort=random']) {
        const res = await call(t, user, { method: 'GET', url: `/api/cover-letters?${query}` });
        expectError(res, 400, 'VALIDATION_ERROR');
      }
    });

    it('answers resumeId null once the linked resume is deleted, and links it again on restore', async () => {
      const user = await newUser(t);
      const resume = await createEngineerResume(t, user);
      const letter = await createLetterViaApi(t, user, { resumeId: resume.id });
      const del = await call(t, user, { method: 'DELETE', url: `/api/resumes/${resume.id}` });
      expect(del.statusCode).toBe(204);

      const detail = await call(t, user, { method: 'GET', url: `/api/cover-letters/${letter.id}` });
      expect(detail.json()).toMatchObject({ resumeId: null, resumeTitle: null });
      const list = await call(t, user, { method: 'GET', url: '/api/cover-letters' });
      expect(list.json().items[0]).toMatchObject({ id: letter.id, resumeId: null });

      await call(t, user, { method: 'POST', url: `/api/resumes/${resume.id}/restore` });
      const again = await call(t, user, { method: 'GET', url: `/api/cover-letters/${letter.id}` });
      expect(again.json()).toMatchObject({ resumeId: resume.id, resumeTitle: resume.title });
    });
  });

  describe('versions', () => {
    it('saves over the version seen, recomputes word count and flags, and bumps the version', async () => {
      const user = await newUser(t);
      const resume = await createEngineerResume(t, user);
      const letter = await createLetterViaApi(t, user, { resumeId: resume.id });
      const content = letterContent({
        body: [{ type: 'paragraph', runs: [{ text: 'At Stripe I shipped five products.' }] }],
      });
      const res = await call(t, user, {
        method: 'PATCH',
        url: `/api/cover-letters/${letter.id}`,
        payload: { version: 1, title: 'Renamed', tone: 'warm', content },
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = CoverLetterDetailSchema.parse(res.json());
      expect(saved).toMatchObject({ version: 2, title: 'Renamed', tone: 'warm', wordCount: 6 });
      expect(saved.flags.map((flag) => flag.text)).toContain('Stripe');
      expect(saved.content).toEqual(content);

      const renamed = await call(t, user, {
        method: 'PATCH',
        url: `/api/cover-letters/${letter.id}`,
        payload: { version: 2, title: 'Renamed again' },
      });
      expect(renamed.json()).toMatchObject({ version: 3, title: 'Renamed again', wordCount: 6 });
      expect(renamed.json().content).toEqual(content);
    });

    it('answers a stale version with 409 and the letter as it stands, overwriting nothing', async () => {
      const user = await newUser(t);
      const letter = await createLetterViaApi(t, user);
      const first = await call(t, user, {
        method: 'PATCH',
        url: `/api/cover-letters/${letter.id}`,
        payload: { version: 1, title: 'From the first tab' },
      });
      expect(first.statusCode).toBe(200);
      const before = await storedLetter(t, letter.id);

      const stale = await call(t, user, {
        method: 'PATCH',
        url: `/api/cover-letters/${letter.id}`,
        payload: {
          version: 1,
          title: 'From the second tab',
          content: letterContent({ greeting: 'Hello,' }),
        },
      });
      const body = expectError(stale, 409, 'VERSION_CONFLICT');
      const { current } = CoverLetterConflictDetailsSchema.parse(body.details);
      expect(current).toMatchObject({ version: 2, title: 'From the first tab' });
      expect(current.content.greeting).toBe('Dear Maria Lopez,');
      expect(await storedLetter(t, letter.id)).toEqual(before);
    });

    it('lets exactly one of two saves of the same version win', async () => {
      const user = await newUser(t);
      const letter = await createLetterViaApi(t, user);
      const save = (title: string) =>
        call(t, user, {
          method: 'PATCH',
          url: `/api/cover-letters/${letter.id}`,
          payload: { version: 1, title },
        });
      const results = await Promise.all([save('A'), save('B')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json().title;
      expect((await storedLetter(t, letter.id))!).toMatchObject({ version: 2, title: winner });
    });

    it('refuses an update that changes nothing, or an oversized one, with 400', async () => {
      const user = await newUser(t);
      const letter = await createLetterViaApi(t, user);
      const empty = await call(t, user, {
        method: 'PATCH',
        url: `/api/cover-letters/${letter.id}`,
        payload: { version: 1 },
      });
      expectError(empty, 400, 'VALIDATION_ERROR');
      const long = await call(t, user, {
        method: 'PATCH',
        url: `/api/cover-letters/${letter.id}`,
        payload: {
          version: 1,
          content: letterContent({ closing: 'x'.repeat(101) }),
        },
      });
      expectFieldError(long, 'content.closing');
      expect((await storedLetter(t, letter.id))!.version).toBe(1);
    });
  });

  describe('delete, restore and duplicate', () => {
    it('deletes softly and restores within the window', async () => {
      const user = await newUser(t);
      const letter = await createLetterViaApi(t, user);
      const del = await call(t, user, { method: 'DELETE', url: `/api/cover-letters/${letter.id}` });
      expect(del.statusCode).toBe(204);
      expectError(
        await call(t, user, { method: 'GET', url: `/api/cover-letters/${letter.id}` }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await call(t, user, { method: 'DELETE', url: `/api/cover-letters/${letter.id}` }),
        404,
        'NOT_FOUND',
      );
      expect((await call(t, user, { method: 'GET', url: '/api/cover-letters' })).json().total).toBe(
        0,
      );

      const restored = await call(t, user, {
        method: 'POST',
        url: `/api/cover-letters/${letter.id}/restore`,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(CoverLetterDetailSchema.parse(restored.json())).toEqual(letter);
      // A live letter has nothing to restore.
      expectError(
        await call(t, user, { method: 'POST', url: `/api/cover-letters/${letter.id}/restore` }),
        404,
        'NOT_FOUND',
      );
    });

    it('does not restore past the window', async () => {
      const user = await newUser(t);
      const [old] = await seedLetters(t, user.id, 1, () => ({
        deleted_at: new Date(Date.now() - 31 * DAY_MS).toISOString(),
      }));
      const res = await call(t, user, { method: 'POST', url: `/api/cover-letters/${old}/restore` });
      expectError(res, 404, 'NOT_FOUND');
    });

    it('duplicates a letter as "Copy of …" at version 1 with the same content and resume', async () => {
      const user = await newUser(t);
      const resume = await createEngineerResume(t, user);
      const letter = await createLetterViaApi(t, user, { title: 'Original', resumeId: resume.id });
      const res = await call(t, user, {
        method: 'POST',
        url: `/api/cover-letters/${letter.id}/duplicate`,
      });
      expect(res.statusCode, res.body).toBe(201);
      const copy = CoverLetterDetailSchema.parse(res.json());
      expect(copy.id).not.toBe(letter.id);
      expect(copy).toMatchObject({
        title: 'Copy of Original',
        version: 1,
        resumeId: resume.id,
        content: letter.content,
        wordCount: letter.wordCount,
        jobDescription: letter.jobDescription,
      });
      const search = await call(t, user, { method: 'GET', url: '/api/cover-letters?q=copy%20of' });
      expect(search.json().items.map((i: { id: string }) => i.id)).toEqual([copy.id]);
    });
  });
});
