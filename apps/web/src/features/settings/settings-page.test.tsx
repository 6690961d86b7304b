import type { CalendarFeed, ReminderSettings } from '@resumio/contract/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { SettingsPage } from './settings-page.tsx';

// The browser's zone is fixed so the test reads the same on any machine.
vi.mock('@/lib/jobs/browser-time-zone.ts', () => ({ browserTimeZone: () => 'Europe/Paris' }));

const routes = [{ path: '/settings', element: <SettingsPage /> }];
const FEED_URL = 'https://resumio.example/api/jobs/calendar/tok_first.ics';
const NEW_FEED_URL = 'https://resumio.example/api/jobs/calendar/tok_second.ics';

interface Server {
  settings?: ReminderSettings;
  feed?: CalendarFeed;
  failSave?: boolean;
}

/** A small stand-in for the reminders API: it keeps what is saved, as the server would. */
function serve({
  settings = { emailDigest: false, timeZone: 'UTC', digestHour: 8 },
  feed = { url: null, createdAt: null },
  failSave = false,
}: Server = {}) {
  let currentSettings = settings;
  let currentFeed = feed;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/jobs/reminder-settings') {
      if (method === 'PUT') {
        if (failSave) {
          return Response.json(
            { message: 'Unknown time zone', error: 'Bad Request', code: 'VALIDATION_ERROR' },
            { status: 400 },
          );
        }
        currentSettings = JSON.parse(String(init?.body)) as ReminderSettings;
      }
      return Response.json(currentSettings);
    }
    if (url === '/api/jobs/calendar-feed') {
      if (method === 'POST') {
        currentFeed = {
          url: currentFeed.url ? NEW_FEED_URL : FEED_URL,
          createdAt: '2026-11-25T10:00:00.000Z',
        };
      }
      if (method === 'DELETE') {
        currentFeed = { url: null, createdAt: null };
        return new Response(null, { status: 204 });
      }
      return Response.json(currentFeed);
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

const events = () =>
  (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'job_tracker_action',
  );

function renderSettings(subscription = fakeSubscription(premiumActive)) {
  return renderWithSubscription(routes, '/settings', mockAuth('authenticated'), subscription);
}

beforeEach(() => {
  delete window.dataLayer;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsPage, job tracker reminders', () => {
  it('fills in the browser’s time zone for settings never saved, and saves the choice', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderSettings();

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/Paris');
    expect(zone).toHaveAccessibleDescription('Filled in from your browser; saved when you save.');
    expect(screen.getByRole('checkbox', { name: 'Email me a daily digest' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Email me a daily digest' }));
    await user.selectOptions(screen.getByLabelText('Send at'), '7');
    await user.click(screen.getByRole('button', { name: 'Save digest settings' }));

    expect(await screen.findByText('Saved. Your digest is on.')).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      emailDigest: true,
      timeZone: 'Europe/Paris',
      digestHour: 7,
    });
    expect(events()).toEqual([
      {
        event: 'job_tracker_action',
        action: 'reminder_settings',
        email_digest: true,
        digest_hour: 7,
      },
    ]);
  });

  it('keeps a saved time zone and names the browser’s beside it', async () => {
    serve({ settings: { emailDigest: true, timeZone: 'America/New_York', digestHour: 6 } });
    renderSettings();

    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('America/New_York');
    expect(zone).toHaveAccessibleDescription('Your browser’s time zone: Europe/Paris.');
    expect(screen.getByRole('checkbox', { name: 'Email me a daily digest' })).toBeChecked();
    expect(screen.getByLabelText('Send at')).toHaveValue('6');
  });

  it('shows the server’s reason when saving fails', async () => {
    serve({ failSave: true });
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Save digest settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown time zone');
    expect(events()).toEqual([]);
  });

  it('creates a calendar feed and copies its address', async () => {
    const user = userEvent.setup();
    const fetchMock = serve();
    renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Create calendar feed' }));
    const address = await screen.findByLabelText('Your private calendar address');
    expect(address).toHaveValue(FEED_URL);
    await waitFor(() => expect(address).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await navigator.clipboard.readText()).toBe(FEED_URL);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(calls(fetchMock)).toContain('POST /api/jobs/calendar-feed');
    expect(events()).toEqual([
      { event: 'job_tracker_action', action: 'calendar_feed', operation: 'create' },
      { event: 'job_tracker_action', action: 'calendar_feed', operation: 'copy' },
    ]);
  });

  it('regenerates the address only after warning that the old one stops working', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ feed: { url: FEED_URL, createdAt: '2026-11-01T10:00:00.000Z' } });
    renderSettings();

    const regenerate = await screen.findByRole('button', { name: 'Regenerate address' });
    await user.click(regenerate);
    let dialog = screen.getByRole('dialog', { name: 'Regenerate the calendar address?' });
    expect(dialog).toHaveAccessibleDescription(/the current one stops working at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current address' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(regenerate).toHaveFocus();
    expect(calls(fetchMock)).not.toContain('POST /api/jobs/calendar-feed');

    await user.click(regenerate);
    dialog = screen.getByRole('dialog', { name: 'Regenerate the calendar address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate address' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Your private calendar address')).toHaveValue(NEW_FEED_URL),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('New address created. The old address no longer works.'),
    ).toBeInTheDocument();
    expect(events()).toEqual([
      { event: 'job_tracker_action', action: 'calendar_feed', operation: 'regenerate' },
    ]);
  });

  it('turns the feed off after confirming', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({ feed: { url: FEED_URL, createdAt: '2026-11-01T10:00:00.000Z' } });
    renderSettings();

    await user.click(await screen.findByRole('button', { name: 'Turn off feed' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off the calendar feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off feed' }));

    const create = await screen.findByRole('button', { name: 'Create calendar feed' });
    await waitFor(() => expect(create).toHaveFocus());
    expect(screen.queryByLabelText('Your private calendar address')).not.toBeInTheDocument();
    expect(calls(fetchMock)).toContain('DELETE /api/jobs/calendar-feed');
    expect(events()).toEqual([
      { event: 'job_tracker_action', action: 'calendar_feed', operation: 'revoke' },
    ]);
  });

  it('shows the Premium gate to a free user and asks the API nothing', () => {
    const fetchMock = serve();
    renderSettings(fakeSubscription());

    expect(screen.getByRole('heading', { level: 2, name: 'Job tracker reminders' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Advanced Job Application Tracking' })).toBeVisible();
    expect(screen.queryByLabelText('Time zone')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
