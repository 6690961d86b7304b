import { useParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder.tsx';
import { ButtonLink } from '@/components/ui/button-link.tsx';
import { usePageMeta } from '@/lib/seo.ts';
import { humanizeSlug } from './blog-categories.ts';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const title = humanizeSlug(slug);
  usePageMeta({ title });
  return (
    <PagePlaceholder
      eyebrow="Blog"
      title={title}
      lead={<p>This article will appear here.</p>}
      actions={
        <ButtonLink to="/blog" variant="secondary">
          Back to the blog
        </ButtonLink>
      }
    />
  );
}
