import type { BlogPostSummary } from '../blog-types.ts';
import { PostCard } from './post-card.tsx';

/** Other articles on the same subject, after the one just read. */
export function RelatedPosts({ posts }: { posts: BlogPostSummary[] }) {
  if (!posts.length) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Keep reading
        </h2>
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
