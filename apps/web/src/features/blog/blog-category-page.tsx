import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { categoryName } from './blog-categories.ts';

export function BlogCategoryPage() {
  const { category = '' } = useParams();
  const name = categoryName(category);
  usePageMeta({ title: `${name} articles` });
  return (
    <PagePlaceholder
      eyebrow="Blog"
      title={`${name} articles`}
      lead={<p>Articles in this category will be listed here.</p>}
      actions={
        <ButtonLink to="/blog" variant="secondary">
          All articles
        </ButtonLink>
      }
    />
  );
}
