import type { PublicConfig } from '@resumio/contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { anonymousAuthService } from './lib/auth/anonymous-auth-service.ts';
import { PageMetaCollectorContext, type PageMeta } from './lib/seo.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What the page asked for in the head, through usePageMeta. */
  meta: PageMeta;
}

/**
 * Renders one public page to HTML as a signed-out visitor sees it, with the same frame and router
 * the browser hydrates. Everything the page loads (route code, article bodies) is awaited first.
 */
export async function renderPage(path: string, config: PublicConfig): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, config.siteUrl)));
  if (context instanceof Response) {
    throw new Error(`${path} answers ${context.status} instead of a page`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta = {};
  const { prelude } = await prerender(
    <StrictMode>
      <PageMetaCollectorContext value={(collected) => (meta = collected)}>
        <AppFrame
          config={config}
          authService={anonymousAuthService}
          queryClient={createQueryClient()}
          prerendered
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </PageMetaCollectorContext>
    </StrictMode>,
  );
  const html = await new Response(prelude as unknown as ReadableStream).text();
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    throw new Error(
      `${path} failed to render: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { html, meta };
}
