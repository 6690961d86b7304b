export const blogCategories = [
  { slug: 'resumes', name: 'Resumes' },
  { slug: 'cover-letters', name: 'Cover letters' },
  { slug: 'job-search', name: 'Job search' },
  { slug: 'interviews', name: 'Interviews' },
  { slug: 'career-growth', name: 'Career growth' },
] as const;

/** 'job-search' → 'Job search', for slugs we do not list. */
export function humanizeSlug(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Article';
}

export function categoryName(slug: string): string {
  return blogCategories.find((category) => category.slug === slug)?.name ?? humanizeSlug(slug);
}
