import './lib/zod-without-eval.ts';
import type { PublicConfig } from '@resumio/contract';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ConfigErrorScreen } from './app/errors/config-error-screen.tsx';
import { prepareHydration } from './app/hydration.ts';
import { canHydrate, PRERENDERED_ATTRIBUTE } from './app/render-inputs.ts';
import { createAppRouter } from './app/router.tsx';
import { routes } from './app/routes.tsx';
import { setAccessTokenProvider } from './lib/api-client.ts';
import { createAuthService } from './lib/auth/auth-service.ts';
import { loadPublicConfig } from './lib/config.ts';
import { getDataLayer } from './lib/analytics.ts';
import { applyThemeChoice, readThemeChoice } from './lib/theme.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const prerenderedStamp = container.getAttribute(PRERENDERED_ATTRIBUTE);

getDataLayer();
// Also here: in development the early entry does not run.
applyThemeChoice(readThemeChoice());

async function start(config: PublicConfig) {
  const authService = createAuthService(config);
  // Registered before the first render so the very first API call already carries a token.
  setAccessTokenProvider(authService.getAccessToken);

  // Prerendered HTML shows the page to a visitor who is signed out, as the build saw it. Anyone
  // else (a stored session, other prices, an address changed meanwhile) gets a fresh render.
  const hydrationData =
    authService.getSnapshot().status === 'anonymous' &&
    canHydrate(prerenderedStamp, {
      config,
      now: new Date(),
      pathname: window.location.pathname,
      search: window.location.search,
    })
      ? await prepareHydration(routes, new URL(window.location.href)).catch((error: unknown) => {
          console.warn('Rendering afresh: the prerendered page could not be prepared', error);
          return null;
        })
      : null;
  if (!hydrationData) {
    createRoot(container!).render(
      <StrictMode>
        <App config={config} authService={authService} />
      </StrictMode>,
    );
    return;
  }
  // As a transition, hydration works in short slices: the page, already readable, keeps
  // answering scrolls and taps while it becomes interactive.
  startTransition(() => {
    hydrateRoot(
      container!,
      <StrictMode>
        <App
          config={config}
          authService={authService}
          router={createAppRouter(hydrationData)}
          prerendered
        />
      </StrictMode>,
    );
  });
}

loadPublicConfig().then(start, (error: unknown) => {
  console.error('Could not load the public configuration', error);
  createRoot(container).render(<ConfigErrorScreen error={error} />);
});
