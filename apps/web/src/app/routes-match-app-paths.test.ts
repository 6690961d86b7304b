import { APP_PATH_PATTERNS } from '@resumio/contract/rules';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Every page path of the router, joined from its nested routes (layouts have no path). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const joined = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
      : parent;
    const own = route.path && route.path !== '*' ? [joined] : [];
    return [...own, ...pagePaths(route.children ?? [], joined)];
  });
}

describe('the router and the server agree on which addresses are pages', () => {
  it('lists exactly the router’s pages in APP_PATH_PATTERNS', () => {
    expect([...new Set(pagePaths(routes))].sort()).toEqual([...APP_PATH_PATTERNS].sort());
  });
});
