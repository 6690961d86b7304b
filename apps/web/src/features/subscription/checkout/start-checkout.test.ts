import { defaultPricing, SubscriptionError } from '@resumio/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error.ts';
import type { StripeClient } from './load-stripe.ts';
import { REDIRECT_CHECK_MS, STALLED_REDIRECT_WARNING } from './redirect-watch.ts';
import { readCheckoutSession, startCheckout, type StartCheckoutDeps } from './start-checkout.ts';
import type { BillingConfig } from '../subscription-service.ts';

const local: BillingConfig = {
  provider: 'local',
  premiumPriceId: 'price_premium',
  stripePublicKey: null,
  pricing: defaultPricing,
};
const stripeBilling: BillingConfig = { ...local, provider: 'stripe', stripePublicKey: 'pk_test_1' };
const session = { sessionId: 'cs_test_1', url: 'https://checkout.example/cs_test_1' };

function deps(overrides: Partial<StartCheckoutDeps> = {}) {
  return {
    billing: local,
    request: vi.fn(async () => session) as unknown as StartCheckoutDeps['request'],
    navigate: vi.fn(),
    warn: vi.fn(),
    loadStripe: vi.fn(async (): Promise<StripeClient> => ({
      redirectToCheckout: vi.fn(async () => ({ error: undefined })),
    })),
    ...overrides,
  } satisfies StartCheckoutDeps;
}

const apiError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('readCheckoutSession', () => {
  it.each([undefined, null, {}, { sessionId: '' }, { sessionId: null, url: 'x' }])(
    'rejects %j with NO_SESSION_ID',
    (body) => {
      expect(() => readCheckoutSession(body)).toThrow(
        expect.objectContaining({
          code: 'NO_SESSION_ID',
          message: 'No session ID received from checkout creation',
        }),
      );
    },
  );

  it.each([{ sessionId: 'sess_1' }, { sessionId: 42 }, { sessionId: 'CS_1' }])(
    'rejects %j with INVALID_SESSION_ID_FORMAT',
    (body) => {
      expect(() => readCheckoutSession(body)).toThrow(
        expect.objectContaining({
          code: 'INVALID_SESSION_ID_FORMAT',
          message: 'Invalid session ID format received from server',
        }),
      );
    },
  );

  it('accepts a cs_ session id', () => {
    expect(readCheckoutSession(session)).toEqual(session);
  });
});

describe('startCheckout', () => {
  it('asks for the configured premium price and goes to the local checkout page', async () => {
    const d = deps();
    await startCheckout(d);
    expect(d.request).toHaveBeenCalledWith('/api/stripe/create-checkout-session', {
      method: 'POST',
      body: { priceId: 'price_premium' },
      genericMessage: 'Failed to create checkout session',
    });
    expect(d.navigate).toHaveBeenCalledWith(session.url);
    expect(d.loadStripe).not.toHaveBeenCalled();
  });

  it.each([
    ['', 'INVALID_PRICE_ID', 'Invalid price ID provided'],
    ['abc', 'INVALID_PRICE_ID_FORMAT', 'Price ids should start with price_'],
  ])('refuses the price id %j with %s before calling the API', async (priceId, code, message) => {
    const d = deps({ billing: { ...local, premiumPriceId: priceId } });
    await expect(startCheckout(d)).rejects.toMatchObject({ code, message });
    expect(d.request).not.toHaveBeenCalled();
  });

  it.each([
    [apiError(400, 'INVALID_PRICE_ID', 'Invalid price ID provided'), 'INVALID_PRICE_ID'],
    [
      apiError(400, 'INVALID_PRICE_ID_FORMAT', 'Price ids should start with price_'),
      'INVALID_PRICE_ID_FORMAT',
    ],
    [
      apiError(
        400,
        'INVALID_STRIPE_REQUEST',
        'Invalid request; verify the price exists and is configured correctly',
      ),
      'INVALID_STRIPE_REQUEST',
    ],
    [apiError(409, 'ALREADY_PREMIUM', 'You already have Premium.'), 'CHECKOUT_ERROR'],
    [apiError(0, 'NETWORK_ERROR', 'Failed to create checkout session'), 'CHECKOUT_ERROR'],
  ])('maps a server failure (%o) to %s with its message', async (error, code) => {
    const d = deps({ request: vi.fn(async () => Promise.reject(error)) as never });
    const failure = await startCheckout(d).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SubscriptionError);
    expect(failure).toMatchObject({ code, message: error.message });
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('checks the session id before redirecting', async () => {
    const d = deps({ request: vi.fn(async () => ({ url: 'x' })) as never });
    await expect(startCheckout(d)).rejects.toMatchObject({ code: 'NO_SESSION_ID' });
    const e = deps({ request: vi.fn(async () => ({ sessionId: 'sub_1', url: 'x' })) as never });
    await expect(startCheckout(e)).rejects.toMatchObject({ code: 'INVALID_SESSION_ID_FORMAT' });
    expect(d.navigate).not.toHaveBeenCalled();
    expect(e.navigate).not.toHaveBeenCalled();
  });

  it('reports a failed local redirect as REDIRECT_ERROR', async () => {
    const d = deps({
      navigate: vi.fn(() => {
        throw new Error('blocked');
      }),
    });
    await expect(startCheckout(d)).rejects.toMatchObject({
      code: 'REDIRECT_ERROR',
      message: 'Failed to redirect to checkout',
    });
  });
});

describe('startCheckout with Stripe', () => {
  it('needs the public key, before any session is opened', async () => {
    const d = deps({ billing: { ...stripeBilling, stripePublicKey: null } });
    await expect(startCheckout(d)).rejects.toMatchObject({
      code: 'STRIPE_CONFIG_ERROR',
      message: 'Payment public key missing',
    });
    expect(d.request).not.toHaveBeenCalled();
  });

  it('loads Stripe.js with the public key and redirects with the session id', async () => {
    const redirect = vi.fn(async () => ({ error: undefined }));
    const d = deps({
      billing: stripeBilling,
      loadStripe: vi.fn(async () => ({ redirectToCheckout: redirect })),
    });
    await startCheckout(d);
    expect(d.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(redirect).toHaveBeenCalledWith({ sessionId: 'cs_test_1' });
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('reports a failed download as STRIPE_LOAD_ERROR', async () => {
    const d = deps({
      billing: stripeBilling,
      loadStripe: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    await expect(startCheckout(d)).rejects.toMatchObject({
      code: 'STRIPE_LOAD_ERROR',
      message: 'Failed to load Stripe',
    });
  });

  it.each([
    [{ error: { message: 'Card network down' } }, 'Card network down'],
    [{ error: {} }, 'Checkout redirect failed'],
  ])("reports Stripe's refusal %j as STRIPE_REDIRECT_ERROR", async (result, message) => {
    const d = deps({
      billing: stripeBilling,
      loadStripe: vi.fn(async () => ({ redirectToCheckout: vi.fn(async () => result) })),
    });
    await expect(startCheckout(d)).rejects.toMatchObject({
      code: 'STRIPE_REDIRECT_ERROR',
      message,
    });
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect(d.warn).not.toHaveBeenCalled();
  });

  it("uses the session's URL when Stripe.js no longer offers redirectToCheckout", async () => {
    const d = deps({ billing: stripeBilling, loadStripe: vi.fn(async () => ({})) });
    await startCheckout(d);
    expect(d.navigate).toHaveBeenCalledWith(session.url);
  });
});

describe('the check 2 s after the redirect', () => {
  it('warns when the browser is still on the site', async () => {
    const d = deps();
    await startCheckout(d);
    vi.advanceTimersByTime(REDIRECT_CHECK_MS - 1);
    expect(d.warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.warn).toHaveBeenCalledExactlyOnceWith(STALLED_REDIRECT_WARNING);
  });

  it('stays quiet once the page is being left', async () => {
    const d = deps();
    await startCheckout(d);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect(d.warn).not.toHaveBeenCalled();
  });

  it('logs with console.warn by default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { warn: _ignored, ...withoutWarn } = deps();
    await startCheckout(withoutWarn);
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect(warn).toHaveBeenCalledWith(STALLED_REDIRECT_WARNING);
  });

  it('does not warn about a redirect that failed outright', async () => {
    const d = deps({ request: vi.fn(async () => ({ sessionId: 'x_1' })) as never });
    await startCheckout(d).catch(() => undefined);
    vi.advanceTimersByTime(REDIRECT_CHECK_MS);
    expect(d.warn).not.toHaveBeenCalled();
  });
});
