import type * as oidcProvider from 'oidc-provider';

type OidcProviderModule = typeof oidcProvider;

let loading: Promise<OidcProviderModule> | undefined;

/**
 * Imports oidc-provider on first use, so an API that trusts an external issuer never loads it.
 * On Node 20, which is past its end of life, the package prints its "unsupported runtime" warning
 * once as it loads; the supported runtimes are Node 22 and 24.
 */
export function loadOidcProvider(): Promise<OidcProviderModule> {
  loading ??= import('oidc-provider');
  return loading;
}
