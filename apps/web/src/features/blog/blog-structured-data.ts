import { absoluteUrl } from '@/lib/seo.ts';
import { categoryName } from './blog-categories.ts';
import { blogPaths } from './blog-posts.ts';
import type { BlogPostSummary } from './blog-types.ts';

/** Schema.org BlogPosting and BreadcrumbList for an article page, every address absolute. */
export function articleStructuredData(
  post: BlogPostSummary,
  { appName, siteUrl }: { appName: string; siteUrl: string },
): Record<string, unknown>[] {
  const url = absoluteUrl(blogPaths.post(post.slug), siteUrl);
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(post.cover, siteUrl)],
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: appName,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg', siteUrl) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: categoryName(post.category),
    keywords: post.tags.join(', '),
    wordCount: post.wordCount,
    inLanguage: 'en',
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Blog', path: blogPaths.index() },
      { name: categoryName(post.category), path: blogPaths.category(post.category) },
      { name: post.title, path: blogPaths.post(post.slug) },
    ].map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, siteUrl),
    })),
  };
  return [posting, breadcrumbs];
}
