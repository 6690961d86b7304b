import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthContext } from '@/lib/auth/auth-context.ts';
import type { AuthContextValue } from '@/lib/auth/auth-types.ts';
import { ConfigContext } from '@/lib/config-context.ts';
import { testConfig } from './test-config.ts';

export function TestProviders({ auth, children }: { auth: AuthContextValue; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <ConfigContext value={testConfig}>
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>{children}</AuthContext>
      </QueryClientProvider>
    </ConfigContext>
  );
}

/** Renders routes in a memory router with config, query and a given auth state. */
export function renderRoutes(routes: RouteObject[], path: string, auth: AuthContextValue) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders auth={auth}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...result };
}
