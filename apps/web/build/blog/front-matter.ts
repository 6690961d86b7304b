import { z } from 'zod';
import { blogCategorySlugs } from '../../src/features/blog/blog-categories.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A missing field says so; a present one of the wrong kind says what it should be. */
const expected = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : what),
});

/**
 * YAML reads an unquoted 2026-10-02 as a timestamp and a quoted one as text; both mean the same
 * calendar day, so both are accepted and kept as YYYY-MM-DD.
 */
const day = z.preprocess(
  (value) =>
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 10)
      : value,
  z
    .string(expected('must be a date like 2026-10-02'))
    .regex(DAY, 'must be a date like 2026-10-02')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'is not a real calendar day'),
);

const text = (min: number, max: number) =>
  z
    .string(expected('must be text'))
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

/** Paths under public/blog/covers, so the image ships with the site and has a stable address. */
const COVER = /^\/blog\/covers\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:svg|png|jpe?g|webp|avif)$/;

export const FrontMatterSchema = z
  .strictObject(
    {
      title: text(1, 90),
      description: text(50, 170),
      date: day,
      updated: day.optional(),
      category: z.enum(
        blogCategorySlugs,
        expected(`must be one of ${blogCategorySlugs.join(', ')}`),
      ),
      tags: z
        .array(text(1, 40), expected('must be a list like [ats, keywords]'))
        .max(8, 'must list at most 8 tags')
        .default([]),
      author: text(1, 80),
      cover: z
        .string(expected('must be a path like /blog/covers/<slug>.svg'))
        .regex(COVER, 'must be a path like /blog/covers/<slug>.svg'),
      coverAlt: text(1, 200),
      draft: z.boolean(expected('must be true or false')).default(false),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'is not a known field' : undefined) },
  )
  .refine((data) => !data.updated || data.updated >= data.date, {
    path: ['updated'],
    message: 'must not be before date',
  });

export type FrontMatter = z.infer<typeof FrontMatterSchema>;

/** One problem with one field of one article, worded for the person who wrote the file. */
export interface FrontMatterProblem {
  field: string;
  message: string;
}

export function frontMatterProblems(error: z.ZodError): FrontMatterProblem[] {
  return error.issues.flatMap((issue) => {
    // Unknown keys arrive as one issue listing every key; each deserves its own line.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: key, message: 'is not a known field' }));
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : '(front matter)';
    return [{ field, message: issue.message }];
  });
}
