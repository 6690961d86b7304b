import type { PublicConfig } from '@resumio/contract';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AuthService } from '@/lib/auth/auth-service.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { RenderErrorProbe } from './errors/render-error-probe.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

export interface AppProps {
  config: PublicConfig;
  authService: AuthService;
}

export function App({ config, authService }: AppProps) {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);

  return (
    <AppErrorBoundary>
      <RenderErrorProbe />
      <AppProviders config={config} authService={authService} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
