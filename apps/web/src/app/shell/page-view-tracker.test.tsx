import { act, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PageViewTracker } from './page-view-tracker.tsx';

function TitledPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <h1>{title}</h1>;
}

function Layout() {
  return (
    <>
      <Outlet />
      <PageViewTracker />
    </>
  );
}

const pageViews = () =>
  (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'page_view',
  ) as Array<Record<string, string>>;

beforeEach(() => {
  delete window.dataLayer;
});

describe('PageViewTracker', () => {
  it('pushes exactly one page_view per path change, even in StrictMode', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/', element: <TitledPage title="Home" /> },
            { path: '/about', element: <TitledPage title="About" /> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );

    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]).toMatchObject({
      event: 'page_view',
      page_path: '/',
      page_title: 'Home',
    });
    expect(pageViews()[0]).toHaveProperty('page_location');

    await act(() => router.navigate('/about'));
    expect(pageViews()).toHaveLength(2);
    expect(pageViews()[1]).toMatchObject({ page_path: '/about', page_title: 'About' });

    // A query-only change is not a new page.
    await act(() => router.navigate('/about?tab=team'));
    expect(pageViews()).toHaveLength(2);

    await act(() => router.navigate('/'));
    expect(pageViews()).toHaveLength(3);
  });

  it('waits until the page is ready, then pushes once with its title', () => {
    const view = (ready: boolean) => (
      <MemoryRouter initialEntries={['/dashboard']}>
        {ready ? <TitledPage title="Dashboard" /> : <p>Loading</p>}
        <PageViewTracker ready={ready} />
      </MemoryRouter>
    );
    document.title = 'Default';
    const { rerender } = render(view(false));
    expect(pageViews()).toHaveLength(0);

    rerender(view(true));
    expect(pageViews()).toHaveLength(1);
    expect(pageViews()[0]).toMatchObject({ page_path: '/dashboard', page_title: 'Dashboard' });
  });

  it('pushes nothing on a redirect-only path and counts the page it lands on', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: function Shell() {
            const { pathname } = useLocation();
            return <PageViewTracker counts={pathname !== '/hop'} />;
          },
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(() => router.navigate('/hop'));
    await act(() => router.navigate('/', { replace: true }));
    expect(pageViews().map((view) => view.page_path)).toEqual(['/', '/']);
  });
});
