/** Built from content/blog by build/blog/blog-content-plugin.ts. */
declare module 'virtual:blog-content' {
  import type { BlogPost, BlogPostSummary } from '@/features/blog/blog-types.ts';

  /** Published articles, newest first, without their bodies. */
  export const posts: BlogPostSummary[];
  /** One article with its body, or null when no published article has that slug. */
  export function loadPost(slug: string): Promise<BlogPost | null>;
}
