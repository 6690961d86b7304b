import type { PublicConfig } from '@resumio/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { AuthService } from '@/lib/auth/auth-service.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { RenderErrorProbe } from './errors/render-error-probe.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { PrerenderedLandingContext } from './shell/prerendered-landing.ts';

export interface AppFrameProps {
  config: PublicConfig;
  authService: AuthService;
  queryClient: QueryClient;
  /** True when the first page is hydrated from prerendered HTML, or rendered to it. */
  prerendered?: boolean;
  /** The router element: the browser's, or the static one while prerendering. */
  children: ReactNode;
}

/** Everything around the router; the browser and the prerenderer render the same frame. */
export function AppFrame({
  config,
  authService,
  queryClient,
  prerendered = false,
  children,
}: AppFrameProps) {
  return (
    <AppErrorBoundary>
      <RenderErrorProbe />
      <PrerenderedLandingContext value={prerendered}>
        <AppProviders config={config} authService={authService} queryClient={queryClient}>
          {children}
        </AppProviders>
      </PrerenderedLandingContext>
    </AppErrorBoundary>
  );
}

export interface AppProps {
  config: PublicConfig;
  authService: AuthService;
  /** A router prepared for hydration; a fresh one otherwise. */
  router?: AppRouter;
  prerendered?: boolean;
}

export function App({ config, authService, router, prerendered }: AppProps) {
  const [appRouter] = useState(() => router ?? createAppRouter());
  const [queryClient] = useState(createQueryClient);

  return (
    <AppFrame
      config={config}
      authService={authService}
      queryClient={queryClient}
      prerendered={prerendered}
    >
      <RouterProvider router={appRouter} />
    </AppFrame>
  );
}
