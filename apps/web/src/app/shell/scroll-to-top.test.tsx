import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PrerenderedLandingContext } from './prerendered-landing.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

describe('ScrollToTop', () => {
  it('scrolls to the top when the path or the query changes', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/a'],
    });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledTimes(2);

    await act(() => router.navigate('/b?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(3);

    await act(() => router.navigate('/b?page=2#section'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });

  it('leaves a prerendered first page where the reader is, then scrolls on changes', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/blog/article#section'],
    });
    render(
      <PrerenderedLandingContext value>
        <RouterProvider router={router} />
      </PrerenderedLandingContext>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/blog'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    vi.unstubAllGlobals();
  });
});
