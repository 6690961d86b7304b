import { Link } from 'react-router';
import { categoryName } from '../blog-categories.ts';
import { blogPaths } from '../blog-posts.ts';
import type { BlogPostSummary } from '../blog-types.ts';
import { formatCalendarDay } from '@/lib/format-calendar-day.ts';

export interface PostCardProps {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  /** Cards in the first screenful load their cover at once; the rest wait until scrolled to. */
  eager?: boolean;
  /** The first card's cover is the largest thing a phone shows first: it is fetched first. */
  first?: boolean;
}

/** One article in a listing. The title's link covers the card; the category keeps its own link. */
export function PostCard({
  post,
  headingLevel = 'h2',
  eager = false,
  first = false,
}: PostCardProps) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md">
      <img
        src={post.cover}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
        className="aspect-[40/21] w-full bg-brand-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm">
          <Link
            to={blogPaths.category(post.category)}
            className="relative z-10 rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {categoryName(post.category)}
          </Link>
        </p>
        <Heading className="text-xl font-semibold leading-snug tracking-tight text-slate-900">
          <Link
            to={blogPaths.post(post.slug)}
            className="rounded-sm after:absolute after:inset-0 group-hover:text-brand-700"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="text-base leading-7 text-slate-600">{post.description}</p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-2 text-sm text-slate-600">
          <time dateTime={post.date}>{formatCalendarDay(post.date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readingMinutes} min read</span>
        </p>
      </div>
    </article>
  );
}
