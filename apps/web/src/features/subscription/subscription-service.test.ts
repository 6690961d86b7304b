import { defaultPricing, SubscriptionError } from '@resumio/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSubscriptionService,
  FAILURE_CACHE_MS,
  STATUS_CACHE_MS,
  type BillingConfig,
  type SubscriptionServiceDeps,
} from './subscription-service.ts';

const billing: BillingConfig = {
  provider: 'local',
  premiumPriceId: 'price_premium',
  stripePublicKey: null,
  pricing: defaultPricing,
};

const premium = {
  planType: 'premium',
  subscriptionStatus: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodEnd: '2026-12-21T10:00:00.000Z',
} as const;

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fake API: answers per "METHOD path", and records every call. */
function fakeApi(routes: Record<string, Route>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected call ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(
      ([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key,
    ).length;
  return { fetchMock, calls };
}

const STATUS = 'GET /api/stripe/subscription-status';

/** A service over an empty cache of its own. */
const createService = (deps: Omit<SubscriptionServiceDeps, 'queryClient'>) =>
  createSubscriptionService({ ...deps, queryClient: new QueryClient() });

/** Lets pending promises (fetch, body parsing) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('subscription status cache', () => {
  it('fetches on sign-in and keeps the answer for 5 minutes', async () => {
    const api = fakeApi({ [STATUS]: () => Response.json(premium) });
    const service = createService({ billing });

    service.setUser('user-1');
    expect(service.getSnapshot()).toMatchObject({ userId: 'user-1', status: null, loading: true });
    await settle();
    expect(service.getSnapshot()).toEqual({
      userId: 'user-1',
      status: premium,
      loading: false,
      error: null,
    });
    expect(api.calls(STATUS)).toBe(1);

    vi.advanceTimersByTime(STATUS_CACHE_MS - 1);
    await expect(service.refresh()).resolves.toEqual(premium);
    expect(api.calls(STATUS)).toBe(1);

    vi.advanceTimersByTime(1);
    await service.refresh();
    expect(api.calls(STATUS)).toBe(2);
  });

  it('fetches again on a forced refresh, however fresh the cache', async () => {
    const api = fakeApi({ [STATUS]: () => Response.json({ planType: 'free' }) });
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();

    await service.refresh({ force: true });
    await service.refresh({ force: true });
    expect(api.calls(STATUS)).toBe(3);
    await service.refresh();
    expect(api.calls(STATUS)).toBe(3);
  });

  it('shares one request between callers while it is under way', async () => {
    const api = fakeApi({ [STATUS]: () => Response.json(premium) });
    const service = createService({ billing });
    service.setUser('user-1');
    const [a, b] = await Promise.all([service.refresh(), service.refresh()]);
    expect(a).toEqual(premium);
    expect(b).toEqual(premium);
    expect(api.calls(STATUS)).toBe(1);
  });

  it('treats a failed fetch as free, and trusts that for only 30 s', async () => {
    let fail = true;
    const api = fakeApi({
      [STATUS]: () =>
        fail
          ? Response.json(
              {
                message: 'Database is down',
                error: 'Internal Server Error',
                code: 'INTERNAL_ERROR',
              },
              { status: 500 },
            )
          : Response.json(premium),
    });
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();

    const failed = service.getSnapshot();
    expect(failed.status).toEqual({
      planType: 'free',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
    expect(failed.error).toBeInstanceOf(SubscriptionError);
    expect(failed.error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Database is down',
    });

    fail = false;
    vi.advanceTimersByTime(FAILURE_CACHE_MS - 1);
    await expect(service.refresh()).resolves.toMatchObject({ planType: 'free' });
    expect(api.calls(STATUS)).toBe(1);

    vi.advanceTimersByTime(1);
    await expect(service.refresh()).resolves.toEqual(premium);
    expect(api.calls(STATUS)).toBe(2);
    expect(service.getSnapshot().error).toBeNull();
  });

  it('treats an unreachable API as free with the catalogue message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();
    expect(service.getSnapshot().status?.planType).toBe('free');
    expect(service.getSnapshot().error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Subscription service not available',
    });
  });

  it('rejects an answer without planType as INVALID_RESPONSE, and counts the user as free', async () => {
    fakeApi({ [STATUS]: () => Response.json({ subscriptionStatus: 'active' }) });
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();
    expect(service.getSnapshot().status?.planType).toBe('free');
    expect(service.getSnapshot().error).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Invalid subscription status response',
    });
  });
});

describe('identity changes', () => {
  it('fetches for each new identity and never for the same one twice', async () => {
    const api = fakeApi({ [STATUS]: () => Response.json({ planType: 'free' }) });
    const service = createService({ billing });

    service.setUser('user-1');
    await settle();
    service.setUser('user-1');
    await settle();
    expect(api.calls(STATUS)).toBe(1);

    service.setUser('user-2');
    expect(service.getSnapshot()).toMatchObject({ userId: 'user-2', status: null, loading: true });
    await settle();
    expect(api.calls(STATUS)).toBe(2);
    expect(service.getSnapshot().userId).toBe('user-2');
  });

  it('ignores a late answer that belongs to the previous identity', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let call = 0;
    fakeApi({
      [STATUS]: async () => {
        call += 1;
        if (call === 1) {
          await slow;
          return Response.json(premium);
        }
        return Response.json({ planType: 'free' });
      },
    });
    const service = createService({ billing });
    service.setUser('user-1');
    service.setUser('user-2');
    await settle();
    release();
    await settle();
    expect(service.getSnapshot()).toMatchObject({ userId: 'user-2', status: { planType: 'free' } });
  });

  it('forgets everything on sign-out and fetches nothing while signed out', async () => {
    const api = fakeApi({ [STATUS]: () => Response.json(premium) });
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();

    service.setUser(null);
    expect(service.getSnapshot()).toEqual({
      userId: null,
      status: null,
      loading: false,
      error: null,
    });
    await expect(service.refresh({ force: true })).resolves.toMatchObject({ planType: 'free' });
    expect(api.calls(STATUS)).toBe(1);

    // Signing back in starts from an empty cache.
    service.setUser('user-1');
    await settle();
    expect(api.calls(STATUS)).toBe(2);
  });

  it('tells subscribers about every change', async () => {
    fakeApi({ [STATUS]: () => Response.json(premium) });
    const service = createService({ billing });
    const listener = vi.fn();
    const unsubscribe = service.subscribe(listener);
    service.setUser('user-1');
    await settle();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    service.setUser(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('cancel and resume', () => {
  it.each([
    ['cancel', 'POST /api/stripe/cancel-subscription'],
    ['resume', 'POST /api/stripe/resume-subscription'],
  ] as const)('%s drops the cached status and fetches it again', async (action, endpoint) => {
    let status: object = premium;
    const api = fakeApi({
      [STATUS]: () => Response.json(status),
      [endpoint]: () => {
        status = { ...premium, cancelAtPeriodEnd: action === 'cancel' };
        return Response.json(status);
      },
    });
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();
    expect(api.calls(STATUS)).toBe(1);

    // The cache is still fresh, yet the status is fetched again.
    const after = await service[action]();
    expect(after).toEqual({ ...premium, cancelAtPeriodEnd: action === 'cancel' });
    expect(api.calls(endpoint)).toBe(1);
    expect(api.calls(STATUS)).toBe(2);
    expect(service.getSnapshot().status).toEqual(status);
  });

  it.each([
    [
      'cancel',
      'POST /api/stripe/cancel-subscription',
      'CANCEL_ERROR',
      'Failed to cancel subscription',
    ],
    [
      'resume',
      'POST /api/stripe/resume-subscription',
      'RESUME_ERROR',
      'Failed to resume subscription',
    ],
  ] as const)(
    'a failed %s is reported as %s, and the status is fetched again',
    async (action, endpoint, code, message) => {
      const api = fakeApi({
        [STATUS]: () => Response.json(premium),
        [endpoint]: () => new Response(null, { status: 502 }),
      });
      const service = createService({ billing });
      service.setUser('user-1');
      await settle();

      await expect(service[action]()).rejects.toMatchObject({ code, message });
      expect(api.calls(STATUS)).toBe(2);
    },
  );

  it("keeps the server's reason for a refused cancel", async () => {
    fakeApi({
      [STATUS]: () => Response.json({ planType: 'free' }),
      'POST /api/stripe/cancel-subscription': () =>
        Response.json(
          {
            message: 'There is no active subscription to cancel.',
            error: 'Conflict',
            code: 'NO_ACTIVE_SUBSCRIPTION',
          },
          { status: 409 },
        ),
    });
    const service = createService({ billing });
    service.setUser('user-1');
    await settle();
    await expect(service.cancel()).rejects.toMatchObject({
      code: 'CANCEL_ERROR',
      message: 'There is no active subscription to cancel.',
    });
  });
});

describe('upgrade and payment method', () => {
  it('opens a checkout session for the premium price and goes to its page', async () => {
    const api = fakeApi({
      'POST /api/stripe/create-checkout-session': () =>
        Response.json({ sessionId: 'cs_123', url: 'http://localhost/checkout/cs_123' }),
    });
    const navigate = vi.fn();
    const service = createService({ billing, navigate });
    await service.upgrade();
    expect(navigate).toHaveBeenCalledWith('http://localhost/checkout/cs_123');
    const [, init] = api.fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ priceId: 'price_premium' });
  });

  it('passes a checkout failure on with its own code', async () => {
    fakeApi({
      'POST /api/stripe/create-checkout-session': () => Response.json({ sessionId: 'sess_1' }),
    });
    const service = createService({ billing, navigate: vi.fn() });
    await expect(service.upgrade()).rejects.toMatchObject({ code: 'INVALID_SESSION_ID_FORMAT' });
  });

  it('sends a past-due user to the payment page', async () => {
    fakeApi({
      'POST /api/stripe/create-portal-session': () =>
        Response.json({ url: 'http://localhost/checkout/cs_setup' }),
    });
    const navigate = vi.fn();
    const service = createService({ billing, navigate });
    await service.updatePaymentMethod();
    expect(navigate).toHaveBeenCalledWith('http://localhost/checkout/cs_setup');
  });

  it('reports a refused payment page with the server message as REDIRECT_ERROR', async () => {
    fakeApi({
      'POST /api/stripe/create-portal-session': () =>
        Response.json(
          {
            message: 'There is no subscription to manage yet.',
            error: 'Conflict',
            code: 'NO_ACTIVE_SUBSCRIPTION',
          },
          { status: 409 },
        ),
    });
    const service = createService({ billing, navigate: vi.fn() });
    await expect(service.updatePaymentMethod()).rejects.toMatchObject({
      code: 'REDIRECT_ERROR',
      message: 'There is no subscription to manage yet.',
    });
  });
});
