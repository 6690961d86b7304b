import { useParams } from 'react-router';
import { posts } from 'virtual:blog-content';
import { usePageMeta } from '@/lib/seo.ts';
import { blogPaths, pageOf, parsePageParam } from './blog-posts.ts';
import { BlogListing } from './components/blog-listing.tsx';
import { BlogNotFound } from './components/blog-not-found.tsx';

const TITLE = 'Career advice that gets you hired';
const DESCRIPTION =
  'Practical advice on resumes, cover letters, interviews and job search strategy from the Resumio team.';

function BlogIndex({ page }: { page: NonNullable<ReturnType<typeof pageOf>> }) {
  usePageMeta({
    title: page.page > 1 ? `Blog, page ${page.page}` : 'Blog: resume and job search advice',
    description: DESCRIPTION,
  });
  return (
    <BlogListing
      eyebrow="Blog"
      title={TITLE}
      lead={<p>{DESCRIPTION}</p>}
      posts={posts}
      current={page}
      pathFor={blogPaths.index}
      emptyText="No articles yet. Check back soon."
    />
  );
}

/** /blog and /blog/page/:page: every published article, newest first. */
export function BlogPage() {
  const params = useParams();
  const page = pageOf(posts, parsePageParam(params.page));
  return page ? <BlogIndex page={page} /> : <BlogNotFound />;
}
