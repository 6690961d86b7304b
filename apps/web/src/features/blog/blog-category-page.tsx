import { useParams } from 'react-router';
import { posts } from 'virtual:blog-content';
import { usePageMeta } from '@/lib/seo.ts';
import { findCategory, type BlogCategory } from './blog-categories.ts';
import { blogPaths, pageOf, parsePageParam, type PostPage } from './blog-posts.ts';
import type { BlogPostSummary } from './blog-types.ts';
import { BlogListing } from './components/blog-listing.tsx';
import { BlogNotFound } from './components/blog-not-found.tsx';

interface CategoryListingProps {
  category: BlogCategory;
  inCategory: BlogPostSummary[];
  page: PostPage;
}

function CategoryListing({ category, inCategory, page }: CategoryListingProps) {
  usePageMeta({
    title: page.page > 1 ? `${category.title}, page ${page.page}` : category.title,
    description: category.description,
  });
  return (
    <BlogListing
      eyebrow={`Blog · ${category.name}`}
      title={category.title}
      lead={<p>{category.description}</p>}
      posts={inCategory}
      current={page}
      pathFor={(number) => blogPaths.category(category.slug, number)}
      activeCategory={category.slug}
      emptyText="No articles in this category yet. Browse all articles in the meantime."
    />
  );
}

/** /blog/category/:category (and its further pages): one category's articles, newest first. */
export function BlogCategoryPage() {
  const params = useParams();
  const category = findCategory(params.category ?? '');
  const inCategory = category ? posts.filter((post) => post.category === category.slug) : [];
  const page = category ? pageOf(inCategory, parsePageParam(params.page)) : null;
  if (!category || !page) return <BlogNotFound />;
  return <CategoryListing category={category} inCategory={inCategory} page={page} />;
}
