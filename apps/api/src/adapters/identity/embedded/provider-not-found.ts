import type { ApiErrorBody } from '@resumio/contract';
import type { Middleware } from 'koa';
import { messagePage } from './views/message-page.ts';

/**
 * Paths under /oidc that the provider does not serve would otherwise answer Koa's plain-text
 * "Not Found". Browsers get the product's not-found page; everything else the API's JSON shape.
 */
export function providerNotFound(publicUrl: string): Middleware {
  const homeUrl = `${publicUrl}/`;
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 404 || ctx.body != null) return;
    if (ctx.accepts('json', 'html') === 'html') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = messagePage({
        title: 'Page not found',
        message: 'This page does not exist. It may have moved, or the address may be mistyped.',
        link: { href: homeUrl, text: 'Back to Resumio' },
        homeUrl,
      });
    } else {
      const body: ApiErrorBody = {
        message: 'Resource not found.',
        error: 'Not Found',
        code: 'NOT_FOUND',
      };
      ctx.type = 'application/json; charset=utf-8';
      ctx.body = body;
    }
    // Koa turns any status into 200 when a body is set; this answer is still a 404.
    ctx.status = 404;
  };
}
