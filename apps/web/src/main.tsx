import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ConfigErrorScreen } from './app/errors/config-error-screen.tsx';
import { setAccessTokenProvider } from './lib/api-client.ts';
import { createAuthService } from './lib/auth/auth-service.ts';
import { loadPublicConfig } from './lib/config.ts';
import { getDataLayer } from './lib/analytics.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

getDataLayer();

loadPublicConfig().then(
  (config) => {
    const authService = createAuthService(config);
    // Registered before the first render so the very first API call already carries a token.
    setAccessTokenProvider(authService.getAccessToken);
    root.render(
      <StrictMode>
        <App config={config} authService={authService} />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Could not load the public configuration', error);
    root.render(<ConfigErrorScreen error={error} />);
  },
);
