import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render } from '@testing-library/react';
import type { AuthContextValue } from '@/lib/auth/auth-types.ts';
import { TestProviders } from '@/testing/render-app.tsx';
import { SubscriptionContext, type SubscriptionContextValue } from '@/lib/plan/plan-context.ts';

/** Renders routes with a given auth state and a fixed subscription context value. */
export function renderWithSubscription(
  routes: RouteObject[],
  path: string,
  auth: AuthContextValue,
  subscription: SubscriptionContextValue,
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <TestProviders auth={auth}>
      <SubscriptionContext value={subscription}>
        <RouterProvider router={router} />
      </SubscriptionContext>
    </TestProviders>,
  );
  return { router, ...result };
}
