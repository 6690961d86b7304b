import { isPremium } from '@resumio/contract/rules';
import type { QueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { trackSubscriptionAction } from '@/lib/analytics.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useConfig } from '@/lib/config-context.ts';
import { SubscriptionContext, type SubscriptionContextValue } from '@/lib/plan/plan-context.ts';
import type { SubscriptionService, SubscriptionSnapshot } from './subscription-service.ts';

export type SubscriptionProviderProps = {
  children: ReactNode;
} & (
  | /** Tests pass their own service. */ { service: SubscriptionService; queryClient?: undefined }
  | /** The app's cache; the service is downloaded once someone is signed in. */ {
      service?: undefined;
      queryClient: QueryClient;
    }
);

const NOBODY: SubscriptionSnapshot = { userId: null, status: null, loading: false, error: null };
const subscribeToNothing = () => () => undefined;
const getNobody = () => NOBODY;

/** Reports an action and its failure to the data layer, then hands the result back. */
async function tracked<T>(action: string, plan: string, run: () => Promise<T>): Promise<T> {
  trackSubscriptionAction({ action, plan });
  try {
    return await run();
  } catch (error) {
    trackSubscriptionAction({ action: `${action}_failed`, plan });
    throw error;
  }
}

/**
 * Keeps the subscription status in step with the signed-in identity. The service is
 * downloaded on first use, so an anonymous visit to the Home page never pays for it.
 */
export function SubscriptionProvider({
  service: given,
  queryClient,
  children,
}: SubscriptionProviderProps) {
  const { billing } = useConfig();
  const { status: authStatus, user } = useAuth();
  const [loaded, setLoaded] = useState<SubscriptionService | null>(null);
  const loading = useRef<Promise<SubscriptionService> | null>(null);
  const service = given ?? loaded;
  const snapshot = useSyncExternalStore(
    service?.subscribe ?? subscribeToNothing,
    service?.getSnapshot ?? getNobody,
    service?.getSnapshot ?? getNobody,
  );
  const userId = authStatus === 'authenticated' ? (user?.sub ?? null) : null;

  const ensureService = useCallback((): Promise<SubscriptionService> => {
    if (given) return Promise.resolve(given);
    loading.current ??= import('./subscription-service.ts').then(
      ({ createSubscriptionService }) => {
        const created = createSubscriptionService({ billing, queryClient: queryClient! });
        setLoaded(created);
        return created;
      },
    );
    return loading.current;
  }, [given, billing, queryClient]);

  useEffect(() => {
    if (userId) void ensureService();
  }, [userId, ensureService]);

  useEffect(() => {
    // While the session is still being read, keep whatever we have rather than flash "free".
    if (service && authStatus !== 'loading') service.setUser(userId);
  }, [service, authStatus, userId]);

  // Stable, so effects that depend on it (checkout confirmation) do not restart on every change.
  const refresh = useCallback<SubscriptionContextValue['refresh']>(
    async (options) => (await ensureService()).refresh(options),
    [ensureService],
  );

  const value = useMemo<SubscriptionContextValue>(() => {
    const plan = snapshot.status?.planType ?? 'free';
    const act = <T,>(action: string, run: (s: SubscriptionService) => Promise<T>) =>
      tracked(action, plan, async () => run(await ensureService()));
    return {
      status: snapshot.status,
      isPremium: isPremium(snapshot.status),
      loading: snapshot.loading || (userId !== null && snapshot.userId !== userId),
      error: snapshot.error,
      upgrade: () => act('upgrade', (s) => s.upgrade()),
      cancel: () => act('cancel', (s) => s.cancel()),
      resume: () => act('resume', (s) => s.resume()),
      refresh,
      updatePaymentMethod: () => act('update_payment_method', (s) => s.updatePaymentMethod()),
    };
  }, [snapshot, userId, ensureService, refresh]);

  return <SubscriptionContext value={value}>{children}</SubscriptionContext>;
}
