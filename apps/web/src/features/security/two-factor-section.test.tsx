import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderRoutes } from '@/testing/render-app.tsx';
import { SecurityPage } from './security-page.tsx';

const routes = [{ path: '/settings/security', element: <SecurityPage /> }];
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;

const refused = (path: string, message: string) =>
  Response.json(
    { message, error: 'Bad Request', code: 'VALIDATION_ERROR', details: [{ path, message }] },
    { status: 400 },
  );

/** A small stand-in for the API's two-factor routes, with the rules the page relies on. */
function serve({ enabled = false }: { enabled?: boolean } = {}) {
  const state = { enabled };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : {};
    if (url === '/api/me/security') return Response.json({ sessions: [], events: [] });
    if (url === '/api/me/two-factor' && method === 'GET') {
      return Response.json({
        enabled: state.enabled,
        enabledAt: state.enabled ? '2026-11-27T09:00:00.000Z' : null,
        recoveryCodesLeft: state.enabled ? 10 : 0,
      });
    }
    if (url === '/api/me/two-factor/setup') {
      if (body.currentPassword !== 'right-one') {
        return refused('currentPassword', 'This is not your current password.');
      }
      return Response.json({
        otpauthUri: `otpauth://totp/Resumio:me%40example.com?secret=${SECRET}&issuer=Resumio`,
        qrCode: QR,
        secret: SECRET,
        expiresAt: '2026-11-28T10:15:00.000Z',
      });
    }
    if (url === '/api/me/two-factor/confirm') {
      if (body.code !== '123456') return refused('code', 'That code is not right.');
      state.enabled = true;
      return Response.json({ recoveryCodes: CODES });
    }
    if (url === '/api/me/two-factor' && method === 'DELETE') {
      if (body.currentPassword !== 'right-one' && body.code !== '654321') {
        return body.code
          ? refused('code', 'That code is not right.')
          : refused('currentPassword', 'This is not your current password.');
      }
      state.enabled = false;
      return Response.json({ enabled: false });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Security settings: two-factor sign-in', () => {
  it('sets it up with the password and a first code, then shows the recovery codes once', async () => {
    serve();
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/security', mockAuth('authenticated'));
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });

    const start = await within(section).findByRole('form', { name: 'Set up two-factor sign-in' });
    const password = within(start).getByLabelText('Current password');
    await user.type(password, 'wrong-one');
    await user.click(within(start).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await within(start).findByText('This is not your current password.')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password);
    await user.type(password, 'right-one');
    await user.click(within(start).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(section).findByRole('img', {
      name: 'QR code to add Resumio to your authenticator app',
    });
    expect(qr).toHaveAttribute('src', QR);
    expect(within(section).getByLabelText('Setup key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );

    const confirm = within(section).getByRole('form', { name: 'Confirm two-factor sign-in' });
    const code = within(confirm).getByLabelText('Code from the app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAccessibleDescription('The 6-digit code the app now shows for Resumio.');
    await user.type(code, '111111');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await within(confirm).findByText('That code is not right.')).toBeVisible();
    expect(code).toHaveValue('111111');
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Turn on two-factor sign-in' }));
    const list = await within(section).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(
      within(section).getByRole('heading', { name: 'Save your recovery codes' }),
    ).toHaveFocus();

    await user.click(within(section).getByRole('button', { name: 'I have saved my codes' }));
    expect(within(section).queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(await within(section).findByText('Two-factor sign-in is on')).toBeVisible();
    expect(within(section).getByText(/10 recovery codes left\./)).toBeVisible();
    // Many steps typed key by key: slower than one assertion, not stuck.
  }, 20_000);

  it('turns it off only with the password or a code, keeping what was typed on a refusal', async () => {
    const fetchMock = serve({ enabled: true });
    const user = userEvent.setup();
    renderRoutes(routes, '/settings/security', mockAuth('authenticated'));
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    const form = await within(section).findByRole('form', { name: 'Manage two-factor sign-in' });

    const code = within(form).getByLabelText('Or a code from your app');
    await user.type(code, '000000');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(form).findByText('That code is not right.')).toBeVisible();
    expect(code).toHaveValue('000000');

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(form).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(
      await within(section).findByRole('form', { name: 'Set up two-factor sign-in' }),
    ).toBeVisible();
    const deletes = fetchMock.mock.calls.filter(
      ([url, init]) => String(url) === '/api/me/two-factor' && init?.method === 'DELETE',
    );
    expect(deletes.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { code: '000000' },
      { code: '654321' },
    ]);
  });
});
