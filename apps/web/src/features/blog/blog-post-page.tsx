import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadPost, posts } from 'virtual:blog-content';
import { Container } from '@/components/ui/container.tsx';
import { useConfig } from '@/lib/config-context.ts';
import { absoluteUrl, usePageMeta } from '@/lib/seo.ts';
import { categoryName } from './blog-categories.ts';
import { blogPaths, relatedPosts, SOCIAL_CARD_SIZE, socialImagePath } from './blog-posts.ts';
import { articleStructuredData } from './blog-structured-data.ts';
import type { BlogPost } from './blog-types.ts';
import { ArticleBody } from './components/article-body.tsx';
import { BlogNotFound } from './components/blog-not-found.tsx';
import { BuilderCta } from './components/builder-cta.tsx';
import { PostMeta } from './components/post-meta.tsx';
import { RelatedPosts } from './components/related-posts.tsx';
import { ShareLinks } from './components/share-links.tsx';
import { TableOfContents } from './components/table-of-contents.tsx';

export interface BlogPostLoaderData {
  post: BlogPost | null;
}

/** Fetches the article's own chunk; an unknown slug is a not-found panel, not a route error. */
export async function blogPostLoader({ params }: LoaderFunctionArgs): Promise<BlogPostLoaderData> {
  return { post: await loadPost(params.slug ?? '') };
}

function Article({ post }: { post: BlogPost }) {
  const { appName, siteUrl } = useConfig();
  const url = absoluteUrl(blogPaths.post(post.slug), siteUrl);
  usePageMeta({
    title: post.title,
    description: post.description,
    keywords: post.tags.join(', '),
    type: 'article',
    image: socialImagePath(post),
    imageSize: SOCIAL_CARD_SIZE,
    imageAlt: post.coverAlt,
    article: {
      publishedTime: post.date,
      modifiedTime: post.updated ?? undefined,
      section: categoryName(post.category),
      tags: post.tags,
      author: post.author,
    },
    structuredData: articleStructuredData(post, { appName, siteUrl }),
  });
  const related = relatedPosts(post, posts);

  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <Container className="pt-10 pb-8 sm:pt-14">
            <div className="max-w-3xl">
              <nav aria-label="Breadcrumb">
                <ol className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <li>
                    <Link
                      to={blogPaths.index()}
                      className="rounded-sm hover:text-brand-700 hover:underline"
                    >
                      Blog
                    </Link>
                  </li>
                  <li aria-hidden="true">/</li>
                  <li>
                    <Link
                      to={blogPaths.category(post.category)}
                      className="rounded-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                    >
                      {categoryName(post.category)}
                    </Link>
                  </li>
                </ol>
              </nav>
              <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight text-slate-900 sm:text-5xl sm:leading-tight">
                {post.title}
              </h1>
              <p className="mt-5 text-lg leading-8 text-slate-600 sm:text-xl">{post.description}</p>
              <div className="mt-6">
                <PostMeta post={post} />
              </div>
            </div>
          </Container>
        </header>
        <Container className="pb-16">
          <div className="grid gap-10 lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-between lg:gap-x-16">
            <img
              src={post.cover}
              alt={post.coverAlt}
              width={1200}
              height={630}
              fetchPriority="high"
              className="aspect-[40/21] w-full rounded-2xl bg-brand-100 object-cover shadow-sm"
            />
            {post.toc.length ? (
              <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
                <TableOfContents entries={post.toc} />
              </div>
            ) : null}
            <div className="min-w-0 lg:col-start-1">
              <ArticleBody html={post.html} />
              {post.tags.length ? (
                <div className="mt-10 flex flex-wrap items-center gap-2">
                  <h2 className="text-sm font-semibold text-slate-900">Topics</h2>
                  <ul className="flex flex-wrap gap-2">
                    {post.tags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ShareLinks url={url} title={post.title} />
              <BuilderCta />
            </div>
          </div>
        </Container>
      </article>
      <RelatedPosts posts={related} />
    </>
  );
}

/** /blog/:slug — one article, or the not-found panel for a slug no article has. */
export function BlogPostPage() {
  const { post } = useLoaderData() as BlogPostLoaderData;
  return post ? <Article key={post.slug} post={post} /> : <BlogNotFound />;
}
