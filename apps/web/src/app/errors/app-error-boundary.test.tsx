import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { RenderErrorProbe } from './render-error-probe.tsx';

function Boom(): never {
  throw new Error('kaboom');
}

describe('AppErrorBoundary', () => {
  it('shows the fallback screen, logs the error and reloads on request', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onReload = vi.fn();
    render(
      <AppErrorBoundary onReload={onReload}>
        <Boom />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText(
        'An unexpected error occurred. Please try reloading the page. If the problem persists, contact support.',
      ),
    ).toBeVisible();
    expect(consoleError).toHaveBeenCalledWith(
      'Unhandled application error',
      expect.objectContaining({ message: 'kaboom' }),
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    // The screen stays until the page actually reloads.
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  it('reloads the window by default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <AppErrorBoundary>
        <Boom />
      </AppErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('renders children when nothing throws, and the test probe can force an error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(
      <AppErrorBoundary>
        <RenderErrorProbe />
        <p>Fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeVisible();
    unmount();

    window.__RESUMIO_FORCE_RENDER_ERROR__ = true;
    render(
      <AppErrorBoundary>
        <RenderErrorProbe />
        <p>Fine</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    delete window.__RESUMIO_FORCE_RENDER_ERROR__;
  });
});
