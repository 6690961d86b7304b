import { matchRoutes, type HydrationState, type RouteObject } from 'react-router';

/**
 * Makes the first render in the browser match the prerendered HTML: the matched routes' code is
 * loaded and their loaders run before hydration, as the prerenderer did, so the router starts
 * ready instead of showing its fallback. Routes with a loader need an `id` for their data.
 */
export async function prepareHydration(routes: RouteObject[], url: URL): Promise<HydrationState> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    if (!route.id) throw new Error(`Route "${route.path ?? ''}" has a loader but no id`);
    loaderData[route.id] = await route.loader({
      params,
      request: new Request(url),
      context: undefined,
    } as Parameters<typeof route.loader>[0]);
  }
  return { loaderData };
}
