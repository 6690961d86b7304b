import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { blogCategories } from '../blog-categories.ts';
import { blogPaths } from '../blog-posts.ts';

/**
 * Shown for an unknown article, category or page number. It takes no props: the server answers
 * every such address with one prerendered copy of this panel, and the browser hydrates it as is.
 */
export function BlogNotFound() {
  usePageMeta({
    title: 'Article not found',
    description:
      'The blog page you asked for does not exist. Browse all articles or pick a category.',
    noindex: true,
  });
  return (
    <PageSection className="bg-gradient-to-b from-brand-50 to-white">
      <PageIntro
        eyebrow="Blog"
        title="We couldn't find that page"
        lead={
          <p>
            The article, category or page you asked for does not exist, or it has moved. These are
            good places to continue.
          </p>
        }
        actions={
          <>
            <ButtonLink to={blogPaths.index()}>Browse all articles</ButtonLink>
            <ButtonLink to="/" variant="secondary">
              Go to the home page
            </ButtonLink>
          </>
        }
      />
      <h2 className="mt-12 text-lg font-semibold text-slate-900">Categories</h2>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {blogCategories.map((category) => (
          <li key={category.slug}>
            <Link
              to={blogPaths.category(category.slug)}
              className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-800"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
