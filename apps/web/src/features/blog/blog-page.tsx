import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { blogCategories } from './blog-categories.ts';

export function BlogPage() {
  usePageMeta({
    title: 'Blog',
    description: 'Advice on resumes, cover letters, interviews and job search strategy.',
  });
  return (
    <PagePlaceholder
      eyebrow="Blog"
      title="Career advice that gets you hired"
      lead={<p>Practical advice on resumes, cover letters, interviews and job search strategy.</p>}
      links={blogCategories.map((category) => ({
        to: `/blog/category/${category.slug}`,
        title: category.name,
        description: `Articles about ${category.name.toLowerCase()}.`,
      }))}
    />
  );
}
