import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoadStripeModule from './load-stripe.ts';

const STRIPE_JS_URL = 'https://js.stripe.com/v3';
let loadStripe: typeof LoadStripeModule.loadStripe;

// The loader remembers its download for the page's lifetime; each test gets a fresh page.
beforeEach(async () => {
  vi.resetModules();
  ({ loadStripe } = await import('./load-stripe.ts'));
});

const stripeScripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (s) => s.src === STRIPE_JS_URL,
  );

afterEach(() => {
  delete window.Stripe;
  stripeScripts().forEach((s) => s.remove());
});

describe('loadStripe', () => {
  it('downloads Stripe.js only when asked, once, and builds a client with the key', async () => {
    expect(stripeScripts()).toHaveLength(0);
    const factory = vi.fn(() => ({}));
    const first = loadStripe('pk_test_1');
    const second = loadStripe('pk_test_1');
    expect(stripeScripts()).toHaveLength(1);
    window.Stripe = factory;
    stripeScripts()[0]!.dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(factory).toHaveBeenCalledWith('pk_test_1');

    await loadStripe('pk_test_1');
    expect(stripeScripts()).toHaveLength(1);
  });

  it('fails when the download fails, and tries again next time', async () => {
    const failed = loadStripe('pk_test_1');
    stripeScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Stripe.js could not be downloaded');
    expect(stripeScripts()).toHaveLength(0);

    const retried = loadStripe('pk_test_1');
    expect(stripeScripts()).toHaveLength(1);
    window.Stripe = () => ({});
    stripeScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retried).resolves.toEqual({});
  });
});
