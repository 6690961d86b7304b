import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOADING_OVERLAY_MS } from './page-loading.ts';
import { PageLoadingOverlay } from './page-loading-overlay.tsx';
import { PrerenderedLandingContext } from './prerendered-landing.ts';

function setup({ prerendered = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PageLoadingOverlay /> },
      { path: '/next', element: <PageLoadingOverlay /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <PrerenderedLandingContext value={prerendered}>
      <RouterProvider router={router} />
    </PrerenderedLandingContext>,
  );
  return router;
}

const overlay = () => screen.queryByTestId('page-loading-overlay');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PageLoadingOverlay', () => {
  it('shows "Loading..." as a status for 500 ms, then goes away', () => {
    setup();
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(overlay()).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(PAGE_LOADING_OVERLAY_MS - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('shows again on every path change', async () => {
    const router = setup();
    act(() => vi.advanceTimersByTime(PAGE_LOADING_OVERLAY_MS));
    expect(overlay()).not.toBeInTheDocument();

    await act(() => router.navigate('/next'));
    expect(overlay()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(PAGE_LOADING_OVERLAY_MS));
    expect(overlay()).not.toBeInTheDocument();
  });

  it('stays until the window has loaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    setup();
    act(() => vi.advanceTimersByTime(PAGE_LOADING_OVERLAY_MS * 4));
    expect(overlay()).toBeInTheDocument();

    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(overlay()).not.toBeInTheDocument();
  });

  it('leaves a prerendered first page uncovered, then shows on each path change', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const router = setup({ prerendered: true });
    expect(overlay()).not.toBeInTheDocument();

    await act(() => router.navigate('/next'));
    expect(overlay()).toBeInTheDocument();
    readyState.mockReturnValue('complete');
    act(() => vi.advanceTimersByTime(PAGE_LOADING_OVERLAY_MS));
    expect(overlay()).not.toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(overlay()).toBeInTheDocument();
  });
});
