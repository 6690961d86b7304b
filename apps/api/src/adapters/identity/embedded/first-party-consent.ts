import type { Middleware } from 'koa';

/**
 * Lets our own web app receive refresh tokens without a consent screen. OpenID Connect only honours
 * `offline_access` when the request carries `prompt=consent` (oidc-provider drops the scope
 * otherwise), so for the first-party client that asks for offline access the consent prompt is
 * added here; the sign-in forms then answer it themselves with a grant of the app's scopes.
 * `prompt=none` (silent renewal) is left alone: it can never show a page.
 */
export function firstPartyConsent(clientId: string, authorizationPath = '/auth'): Middleware {
  return async (ctx, next) => {
    if (
      ctx.method === 'GET' &&
      ctx.path === authorizationPath &&
      ctx.query.client_id === clientId
    ) {
      const query = new URLSearchParams(ctx.querystring);
      const scopes = (query.get('scope') ?? '').split(' ');
      const prompts = (query.get('prompt') ?? '').split(' ').filter(Boolean);
      if (
        scopes.includes('offline_access') &&
        !prompts.includes('none') &&
        !prompts.includes('consent')
      ) {
        query.set('prompt', [...prompts, 'consent'].join(' '));
        ctx.querystring = query.toString();
      }
    }
    await next();
  };
}
