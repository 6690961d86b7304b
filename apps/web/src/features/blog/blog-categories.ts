export interface BlogCategory {
  slug: string;
  name: string;
  /** The category page's heading and document title. */
  title: string;
  /** The category page's lead paragraph and meta description (50–160 characters). */
  description: string;
}

export const blogCategories = [
  {
    slug: 'resumes',
    name: 'Resumes',
    title: 'Resume writing advice',
    description:
      'How to structure, word and format a resume that applicant tracking systems read cleanly and recruiters remember.',
  },
  {
    slug: 'cover-letters',
    name: 'Cover letters',
    title: 'Cover letter advice',
    description:
      'Write cover letters that answer the job description, sound like you and fit on one page, with structures and samples.',
  },
  {
    slug: 'job-search',
    name: 'Job search',
    title: 'Job search strategy',
    description:
      'Plan your search, find roles worth applying for, ask for referrals and follow up without losing track of a single application.',
  },
  {
    slug: 'interviews',
    name: 'Interviews',
    title: 'Interview preparation',
    description:
      'Prepare stories, answer behavioural questions with structure and handle the offer stage with confidence.',
  },
  {
    slug: 'career-growth',
    name: 'Career growth',
    title: 'Career growth advice',
    description:
      'Change careers, negotiate offers and grow into the next role by showing what you can already do.',
  },
] as const satisfies readonly BlogCategory[];

export type BlogCategorySlug = (typeof blogCategories)[number]['slug'];

export const blogCategorySlugs = blogCategories.map((category) => category.slug) as [
  BlogCategorySlug,
  ...BlogCategorySlug[],
];

export function findCategory(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => category.slug === slug);
}

export function categoryName(slug: string): string {
  return findCategory(slug)?.name ?? slug;
}
