import type { BlogPostSummary } from '../blog-types.ts';
import { formatCalendarDay } from '@/lib/format-calendar-day.ts';

/** Author, publication and revision dates, and reading time, under the article's title. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
      <div className="flex gap-1.5">
        <dt>By</dt>
        <dd className="font-medium text-slate-900">{post.author}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt>Published</dt>
        <dd>
          <time dateTime={post.date}>{formatCalendarDay(post.date)}</time>
        </dd>
      </div>
      {post.updated ? (
        <div className="flex gap-1.5">
          <dt>Updated</dt>
          <dd>
            <time dateTime={post.updated}>{formatCalendarDay(post.updated)}</time>
          </dd>
        </div>
      ) : null}
      <div className="flex gap-1.5">
        <dt className="sr-only">Reading time</dt>
        <dd>{post.readingMinutes} min read</dd>
      </div>
    </dl>
  );
}
