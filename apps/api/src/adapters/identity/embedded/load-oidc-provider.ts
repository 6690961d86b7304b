import type * as oidcProvider from 'oidc-provider';

type OidcProviderModule = typeof oidcProvider;

const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime';

let loading: Promise<OidcProviderModule> | undefined;

/**
 * Imports oidc-provider once. Its entry point warns on every Node release older than 22 even
 * though the parts we use run fine on 20 (see STACK.md); that single line is held back so start-up
 * and test output stay readable. Every other warning still reaches the console.
 */
export function loadOidcProvider(): Promise<OidcProviderModule> {
  loading ??= (async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith(RUNTIME_WARNING)) return;
      warn.apply(console, args);
    };
    try {
      return await import('oidc-provider');
    } finally {
      console.warn = warn;
    }
  })();
  return loading;
}
