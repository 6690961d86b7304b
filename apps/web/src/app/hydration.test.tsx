import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { prepareHydration } from './hydration.ts';

describe('preparing a prerendered page for hydration', () => {
  it('loads the matched routes and runs their loaders, as the build did', async () => {
    const Page = () => null;
    const loader = vi.fn(async ({ params }: { params: { slug?: string } }) => ({
      slug: params.slug,
    }));
    const other = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { id: 'post', path: 'blog/:slug', lazy: async () => ({ Component: Page, loader }) },
          { path: 'about', lazy: other },
        ],
      },
    ];
    const state = await prepareHydration(routes, new URL('https://site.example/blog/my-post?x=1'));
    expect(state.loaderData).toEqual({ post: { slug: 'my-post' } });
    const post = routes[0]!.children![0]!;
    expect(post.lazy).toBeUndefined();
    expect(post.Component).toBe(Page);
    expect(other).not.toHaveBeenCalled();
  });

  it('asks for an id on a route whose loader data it must hand over', async () => {
    const routes: RouteObject[] = [{ path: '/', loader: async () => 1 }];
    await expect(prepareHydration(routes, new URL('https://site.example/'))).rejects.toThrow(
      'has a loader but no id',
    );
  });
});
