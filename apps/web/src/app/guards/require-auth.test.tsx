import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { RequireAuth } from './require-auth.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/my-resumes/:id', element: <h1>Secret resume</h1> }],
  },
];

describe('RequireAuth', () => {
  it('shows a busy skeleton while the session loads, never the page', () => {
    renderRoutes(routes, '/my-resumes/42', mockAuth('loading'));
    expect(screen.getByTestId('page-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Secret resume')).not.toBeInTheDocument();
    expect(screen.queryByTestId('login')).not.toBeInTheDocument();
  });

  it('sends anonymous visitors to /login with the way back, replacing history', () => {
    const { router } = renderRoutes(routes, '/my-resumes/42?tab=apply', mockAuth('anonymous'));
    expect(screen.getByTestId('login')).toHaveTextContent(
      `/login?returnTo=${encodeURIComponent('/my-resumes/42?tab=apply')}`,
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText('Secret resume')).not.toBeInTheDocument();
  });

  it('treats a failed session check like signed out', () => {
    renderRoutes(routes, '/my-resumes/42', mockAuth('error'));
    expect(screen.getByTestId('login')).toBeInTheDocument();
  });

  it('renders the page for signed-in users', () => {
    renderRoutes(routes, '/my-resumes/42', mockAuth('authenticated'));
    expect(screen.getByRole('heading', { name: 'Secret resume' })).toBeVisible();
  });
});
