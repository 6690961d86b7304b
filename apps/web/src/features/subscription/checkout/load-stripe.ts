export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/** The part of Stripe.js the upgrade uses; the full SDK types are not worth a dependency. */
export interface StripeClient {
  redirectToCheckout?: (options: {
    sessionId: string;
  }) => Promise<{ error?: { message?: string } | undefined } | undefined>;
}
type StripeFactory = (publicKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

function injectScript(doc: Document): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      if (window.Stripe) resolve(window.Stripe);
      else reject(new Error('Stripe.js loaded but did not initialise'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Stripe.js could not be downloaded'));
    };
    doc.head.append(script);
  });
}

/**
 * Stripe.js is fetched only when someone upgrades with Stripe as the provider, never on page load.
 * A failed download is forgotten so that the next click tries again.
 */
export async function loadStripe(
  publicKey: string,
  doc: Document = document,
): Promise<StripeClient> {
  if (!window.Stripe) {
    loading ??= injectScript(doc).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  const factory = window.Stripe ?? (await loading!);
  return factory(publicKey);
}
