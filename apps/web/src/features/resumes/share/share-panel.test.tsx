import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi } from '@/testing/fake-api.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { SharePanel } from './share-panel.tsx';

const SHARE = '/api/resumes/r1/share';
const share = {
  slug: 'AbCdEfGhIjKlMnOpQrStUv',
  path: '/r/AbCdEfGhIjKlMnOpQrStUv',
  customSlug: false,
  hasPassword: false,
  expiresAt: null,
  allowPdf: false,
  indexable: false,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const views = {
  total: 12,
  days: [
    { day: '2026-11-19', views: 5 },
    { day: '2026-11-20', views: 7 },
  ],
};

function renderPanel(isPremium = false) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <SharePanel
            resumeId="r1"
            isPremium={isPremium}
            renderUpgrade={(copy) => <p>Upgrade: {copy.title}</p>}
          />
        ),
      },
    ],
    '/',
    mockAuth('authenticated'),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharePanel', () => {
  it('creates a link, then shows its address and views', async () => {
    const api = fakeApi({
      [`GET ${SHARE}`]: () => Response.json({ share: null, views: { total: 0, days: [] } }),
      [`PUT ${SHARE}`]: () => Response.json({ share, views }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Create a link' }));

    const address = await screen.findByLabelText('Public link');
    expect(address).toHaveValue(`${window.location.origin}/r/AbCdEfGhIjKlMnOpQrStUv`);
    expect(screen.getByText('12 views')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(api.bodies('PUT', SHARE)).toEqual([{}]);
  });

  it('saves password, expiry and options, and never sends a custom name without Premium', async () => {
    const api = fakeApi({
      [`GET ${SHARE}`]: () => Response.json({ share, views }),
      [`PUT ${SHARE}`]: () =>
        Response.json({
          share: {
            ...share,
            hasPassword: true,
            allowPdf: true,
            updatedAt: '2026-11-21T00:00:00.000Z',
          },
          views,
        }),
    });
    renderPanel(false);
    const name = await screen.findByLabelText(/Link name/);
    expect(name).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Choose your own link name' }));
    expect(screen.getByText('Upgrade: Choose your own link')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Password (optional)'), 'open sesame');
    await userEvent.type(screen.getByLabelText('Ends on (optional)'), '2999-12-31');
    await userEvent.click(screen.getByLabelText('Allow PDF download'));
    await userEvent.click(screen.getByRole('button', { name: 'Save link settings' }));

    expect(await screen.findByText('Saved.')).toBeVisible();
    const [body] = api.bodies('PUT', SHARE);
    expect(body).toMatchObject({ password: 'open sesame', allowPdf: true, indexable: false });
    expect(body).not.toHaveProperty('slug');
    expect(new Date(body.expiresAt).getFullYear()).toBe(2999);
  });

  it('lets Premium members choose a name and shows the server’s refusal', async () => {
    const api = fakeApi({
      [`GET ${SHARE}`]: () => Response.json({ share, views }),
      [`PUT ${SHARE}`]: () =>
        errorBody(409, 'CONFLICT', 'That link name is taken. Please choose another.', {
          field: 'slug',
        }),
    });
    renderPanel(true);
    const name = await screen.findByLabelText(/Link name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'x');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save link settings' })).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Ada-Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Save link settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That link name is taken.');
    expect(api.bodies('PUT', SHARE)[0]).toMatchObject({ slug: 'ada-lovelace' });
  });

  it('turns the link off after a confirmation', async () => {
    const api = fakeApi({
      [`GET ${SHARE}`]: () => Response.json({ share, views }),
      [`DELETE ${SHARE}`]: () => new Response(null, { status: 204 }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn the link off' }));
    const group = screen.getByRole('group', { name: 'Turn the link off' });
    await userEvent.click(within(group).getByRole('button', { name: 'Yes, turn it off' }));

    expect(await screen.findByRole('button', { name: 'Create a link' })).toBeVisible();
    expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });
});
