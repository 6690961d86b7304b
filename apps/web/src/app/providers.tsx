import type { PublicConfig } from '@resumio/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-provider.tsx';
import type { AuthService } from '@/lib/auth/auth-service.ts';
import { ConfigContext } from '@/lib/config-context.ts';
import { SubscriptionProvider } from '@/features/subscription/subscription-provider.tsx';

export interface AppProvidersProps {
  config: PublicConfig;
  authService: AuthService;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ config, authService, queryClient, children }: AppProvidersProps) {
  return (
    <ConfigContext value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider service={authService}>
          <SubscriptionProvider queryClient={queryClient}>{children}</SubscriptionProvider>
        </AuthProvider>
      </QueryClientProvider>
    </ConfigContext>
  );
}
