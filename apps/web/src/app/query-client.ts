import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error.ts';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on retry; transport failures and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
