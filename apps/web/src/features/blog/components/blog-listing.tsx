import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_PARAM } from '@/app/render-inputs.ts';
import { Button } from '@/components/ui/button.tsx';
import { PageIntro } from '@/components/ui/page-intro.tsx';
import { PageSection } from '@/components/ui/page-section.tsx';
import { textLinkClasses } from '@/components/ui/text-link.tsx';
import { plural } from '@/lib/plural.ts';
import { searchPosts, type PostPage } from '../blog-posts.ts';
import type { BlogPostSummary } from '../blog-types.ts';
import { BlogPagination } from './blog-pagination.tsx';
import { BlogSearch } from './blog-search.tsx';
import { CategoryNav } from './category-nav.tsx';
import { PostCard } from './post-card.tsx';

/** On a wide screen the first row; on a phone the first card is the only one in view. */
const EAGER_CARDS = 3;

export interface BlogListingProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Every article of this listing (all pages): search looks through all of them. */
  posts: BlogPostSummary[];
  current: PostPage;
  pathFor(page: number): string;
  activeCategory?: string;
  emptyText: string;
}

function PostGrid({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The blog's list pages: heading, category filter, search, cards and page links. */
export function BlogListing({
  eyebrow,
  title,
  lead,
  posts,
  current,
  pathFor,
  activeCategory,
  emptyText,
}: BlogListingProps) {
  // The search lives in the address (`?q=`), so a search can be shared, bookmarked and kept
  // through Back; typing replaces the entry rather than adding one per letter.
  const [params, setParams] = useSearchParams();
  const query = params.get(SEARCH_PARAM) ?? '';
  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(SEARCH_PARAM, value);
        else next.delete(SEARCH_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const searching = query.trim() !== '';
  const matches = searching ? searchPosts(posts, query) : [];

  return (
    <>
      <PageSection className="bg-gradient-to-b from-brand-50 to-white pb-10 sm:pb-12">
        <PageIntro eyebrow={eyebrow} title={title} lead={lead} />
        <div className="mt-8 flex flex-col gap-6">
          <CategoryNav active={activeCategory} />
          <BlogSearch value={query} onChange={setQuery} />
          <p className="text-sm text-slate-700">
            Follow new articles in a feed reader:{' '}
            <a href="/blog/rss.xml" type="application/rss+xml" className={textLinkClasses}>
              RSS
            </a>{' '}
            or{' '}
            <a href="/blog/atom.xml" type="application/atom+xml" className={textLinkClasses}>
              Atom
            </a>
            .
          </p>
        </div>
      </PageSection>
      <PageSection className="pt-0 sm:pt-0">
        <p aria-live="polite" className={searching ? 'mb-6 text-base text-slate-700' : 'sr-only'}>
          {searching
            ? `${plural(matches.length, 'article matches', 'articles match')} “${query.trim()}”.`
            : ''}
        </p>
        {searching ? (
          matches.length ? (
            <PostGrid posts={matches} />
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <p className="text-slate-700">
                No article title or summary mentions that. Try a shorter or different word.
              </p>
              <Button variant="secondary" className="mt-4" onClick={() => setQuery('')}>
                Clear search
              </Button>
            </div>
          )
        ) : current.posts.length ? (
          <>
            <PostGrid posts={current.posts} />
            <BlogPagination page={current.page} pageCount={current.pageCount} pathFor={pathFor} />
          </>
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {emptyText}
          </p>
        )}
      </PageSection>
    </>
  );
}
