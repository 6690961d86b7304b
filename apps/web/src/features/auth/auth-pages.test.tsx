import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { CallbackPage } from './callback-page.tsx';
import { LoginPage } from './login-page.tsx';
import { RegisterPage } from './register-page.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/callback', element: <CallbackPage /> },
  { path: '*', element: <Where /> },
];

describe('/login and /register', () => {
  it('starts sign-in at once with the requested returnTo', async () => {
    const auth = mockAuth('anonymous');
    renderRoutes(routes, '/login?returnTo=%2Fmy-resumes%2F7', auth);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to sign in…');
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/my-resumes/7'));
    expect(auth.signIn).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    expect(auth.signIn).toHaveBeenCalledTimes(2);
  });

  it('ignores a returnTo that leaves the site', async () => {
    const auth = mockAuth('anonymous');
    renderRoutes(routes, '/login?returnTo=https%3A%2F%2Fevil.example', auth);
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith('/dashboard'));
  });

  it('shows an error with a retry when the provider cannot be reached', async () => {
    const auth = mockAuth('anonymous', {
      signIn: async () => {
        throw new Error('Failed to fetch discovery document');
      },
    });
    renderRoutes(routes, '/login', auth);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch discovery document',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('sends signed-in users on to returnTo', () => {
    renderRoutes(routes, '/login?returnTo=%2Fsettings', mockAuth('authenticated'));
    expect(screen.getByTestId('where')).toHaveTextContent('/settings');
  });

  it('opens registration on /register', async () => {
    const auth = mockAuth('anonymous');
    renderRoutes(routes, '/register', auth);
    expect(screen.getByRole('status')).toHaveTextContent('Redirecting to registration…');
    await waitFor(() => expect(auth.register).toHaveBeenCalledWith('/dashboard'));
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('waits while the session is loading', () => {
    const auth = mockAuth('loading');
    renderRoutes(routes, '/login', auth);
    expect(auth.signIn).not.toHaveBeenCalled();
  });
});

describe('/callback', () => {
  it('finishes sign-in and replaces the history entry with returnTo', async () => {
    const auth = mockAuth('anonymous', {
      completeSignIn: async () => ({ returnTo: '/job-tracker' }),
    });
    const { router } = renderRoutes(routes, '/callback?code=abc&state=xyz', auth);
    expect(await screen.findByTestId('where')).toHaveTextContent('/job-tracker');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('explains a failure and offers to try again', async () => {
    const auth = mockAuth('anonymous', {
      completeSignIn: async () => {
        throw new Error('No matching state found in storage');
      },
    });
    renderRoutes(routes, '/callback?code=abc&state=xyz', auth);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No matching state found in storage',
    );
    expect(screen.getByRole('link', { name: 'Try signing in again' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
