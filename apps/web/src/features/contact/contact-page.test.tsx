import type { ContactResponse } from '@resumio/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, fakeApi as fakeApiOnly } from '@/testing/fake-api.ts';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { renderWithSubscription } from '@/testing/render-with-subscription.tsx';
import { ContactPage } from './contact-page.tsx';

const START = new Date('2026-12-03T10:00:00.000Z').getTime();
const routes = [
  { path: '/contact', element: <ContactPage /> },
  { path: '/pricing', element: <p>Pricing</p> },
];

const accepted = (answer: Partial<ContactResponse> = {}) =>
  Response.json(
    {
      id: '0f4a9c3e-5b7d-4e21-9a8c-1d2e3f4a5b6c',
      priority: false,
      responseTime: 'within 3 business days',
      ...answer,
    },
    { status: 201 },
  );

let tokens = 0;
/** The API, with the form-token endpoint every contact form asks first. */
const fakeApi = (handlers: Parameters<typeof fakeApiOnly>[0]) =>
  fakeApiOnly({
    'GET /api/contact/form-token': () => {
      tokens += 1;
      return Response.json({ formToken: `token-${tokens}`, minimumSeconds: 3 });
    },
    ...handlers,
  });

function renderPage({ signedIn = false, premium = false } = {}) {
  return renderWithSubscription(
    routes,
    '/contact',
    mockAuth(signedIn ? 'authenticated' : 'anonymous'),
    fakeSubscription(premium ? premiumActive : null),
  );
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email' }),
  topic: () => screen.getByRole('combobox', { name: 'Topic' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const MESSAGE = 'I was charged twice this month. Could you refund one of the two payments?';

/** Keys go in without pauses between them: the form reacts to each, not to their timing. */
const setupUser = () => userEvent.setup({ delay: null });

async function write(user: ReturnType<typeof setupUser>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof setupUser>, { name = 'Grace Hopper' } = {}) {
  await user.type(field.name(), name);
  await user.type(field.email(), 'grace@example.com');
  await user.selectOptions(field.topic(), 'billing');
  await write(user, field.message(), MESSAGE);
}

/** The person has been on the form for a while, as people are. */
const laterBy = (ms: number) => vi.setSystemTime(START + ms);

beforeEach(() => {
  window.dataLayer = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Typing into a whole form on a busy machine can outlast the default five seconds.
describe('/contact', { timeout: 15_000 }, () => {
  it('sends a guest’s message once, then confirms it with the standard reply time', async () => {
    const api = fakeApi({ 'POST /api/contact': () => accepted() });
    const user = setupUser();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    expect(field.name()).toHaveValue('');
    expect(screen.getByTestId('contact-support-level')).toHaveTextContent(
      'We reply within 3 business days. Premium members get a reply within 1 business day.',
    );

    await fillIn(user);
    laterBy(20_000);
    await user.click(sendButton());

    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(heading).toHaveFocus();
    const confirmation = within(screen.getByTestId('contact-confirmation'));
    expect(confirmation.getByText('grace@example.com')).toBeVisible();
    expect(confirmation.getByText('We reply within 3 business days.')).toBeVisible();
    expect(confirmation.getByText('0F4A9C3E')).toBeVisible();

    const bodies = api.bodies('POST', '/api/contact');
    expect(bodies).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        topic: 'billing',
        message: MESSAGE,
        website: '',
        formToken: expect.stringMatching(/^token-\d+$/),
        submissionId: expect.stringMatching(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        ),
      },
    ]);
    expect(window.dataLayer).toEqual([
      {
        event: 'form_submit',
        form_name: 'contact',
        success: true,
        topic: 'billing',
        priority: false,
      },
    ]);
  });

  it('fills in a signed-in person’s name and email and promises Premium priority support', async () => {
    const api = fakeApi({
      'POST /api/contact': () =>
        accepted({ priority: true, responseTime: 'within 1 business day' }),
    });
    const user = setupUser();
    renderPage({ signedIn: true, premium: true });
    await waitFor(() => expect(field.email()).toHaveValue('ada@example.com'));
    expect(field.name()).toHaveValue('Ada Lovelace');
    expect(screen.getByTestId('contact-support-level')).toHaveTextContent(
      'Priority support: as a Premium member, you hear from us within 1 business day.',
    );

    await user.selectOptions(field.topic(), 'bug');
    await write(user, field.message(), MESSAGE);
    laterBy(60_000);
    await user.click(sendButton());

    await screen.findByRole('heading', { name: 'Message sent' });
    expect(screen.getByText('Priority support')).toBeVisible();
    expect(
      screen.getByText(
        /your message goes to the front of the queue: we reply within 1 business day/,
      ),
    ).toBeVisible();
    expect(api.bodies('POST', '/api/contact')[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      topic: 'bug',
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'form_submit', success: true, priority: true }),
    );
  });

  it('does not replace what a signed-in person typed before their details arrived', async () => {
    fakeApi({});
    const user = setupUser();
    renderPage({ signedIn: true });
    await waitFor(() => expect(field.email()).toHaveValue('ada@example.com'));
    await user.clear(field.email());
    await user.type(field.email(), 'work@example.com');
    expect(field.email()).toHaveValue('work@example.com');
  });

  it('counts characters as the server does, and says what is missing or over', async () => {
    fakeApi({});
    const user = setupUser();
    renderPage();
    expect(screen.getByText('20 more needed · 0 / 5,000 characters')).toBeVisible();
    await user.type(field.message(), '  Hello 🙂  ');
    expect(screen.getByText('13 more needed · 7 / 5,000 characters')).toBeVisible();
    fireEvent.change(field.message(), { target: { value: 'a'.repeat(5003) } });
    expect(screen.getByText('3 over the limit · 5,003 / 5,000 characters')).toBeVisible();
    // The counter is part of the field's description, so it is read out with it.
    expect(field.message()).toHaveAccessibleDescription(/0 \/ 5,000 characters|5,003/);
  });

  it('shows each problem beside its field, sends nothing, and clears an error once fixed', async () => {
    const api = fakeApi({ 'POST /api/contact': () => accepted() });
    const user = setupUser();
    renderPage();
    await user.type(field.message(), 'Too short');
    await user.click(sendButton());

    expect(field.name()).toHaveAccessibleDescription('Enter your name.');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.name()).toHaveFocus();
    expect(field.email()).toHaveAccessibleDescription(
      'We reply to this address. Enter your email address so we can reply.',
    );
    expect(field.topic()).toHaveAccessibleDescription('Choose a topic.');
    expect(field.message()).toHaveAccessibleDescription(
      /Write at least 20 characters so we can help \(9 so far\)\.$/,
    );
    expect(api.bodies('POST', '/api/contact')).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);

    await user.type(field.name(), 'Grace');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    await user.type(field.email(), 'grace@');
    expect(field.email()).toHaveAccessibleDescription(
      'We reply to this address. Enter a valid email address, like name@example.com.',
    );
  });

  it('keeps every character when the server refuses, with its field errors or its message', async () => {
    let answer: () => Response = () =>
      errorBody(400, 'VALIDATION_ERROR', 'The request is not valid.', [
        { path: 'email', message: 'Enter a valid email address, like name@example.com.' },
      ]);
    const api = fakeApi({ 'POST /api/contact': () => answer() });
    const user = setupUser();
    renderPage();
    await fillIn(user);
    laterBy(30_000);
    await user.click(sendButton());
    await waitFor(() =>
      expect(field.email()).toHaveAccessibleDescription(
        'We reply to this address. Enter a valid email address, like name@example.com.',
      ),
    );
    expect(field.email()).toHaveFocus();

    answer = () =>
      errorBody(
        429,
        'RATE_LIMITED',
        'You have sent several messages in a short time. Please try again in 40 minutes.',
        { retryAfterSeconds: 2400 },
      );
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('Please try again in 40 minutes.');
    expect(alert).toHaveTextContent('Everything you wrote is still here.');
    expect(field.name()).toHaveValue('Grace Hopper');
    expect(field.email()).toHaveValue('grace@example.com');
    expect(field.topic()).toHaveValue('billing');
    expect(field.message()).toHaveValue(MESSAGE);
    expect(sendButton()).toBeEnabled();

    // Sending again is the same message: the server can tell a retry from a second message.
    answer = () => accepted();
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Message sent' });
    const ids = api.bodies('POST', '/api/contact').map((body) => body.submissionId);
    expect(new Set(ids).size).toBe(1);
    expect(window.dataLayer).toEqual([
      {
        event: 'form_submit',
        form_name: 'contact',
        success: false,
        error_code: 'VALIDATION_ERROR',
      },
      { event: 'form_submit', form_name: 'contact', success: false, error_code: 'RATE_LIMITED' },
      expect.objectContaining({ event: 'form_submit', success: true }),
    ]);
  });

  it('holds a message written in under three seconds until three seconds have passed', async () => {
    const api = fakeApi({ 'POST /api/contact': () => accepted() });
    const user = setupUser();
    renderPage();
    await fillIn(user);
    laterBy(1000);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: START + 1000 });
    fireEvent.click(sendButton());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Sending your message…');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(api.bodies('POST', '/api/contact')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.bodies('POST', '/api/contact')).toHaveLength(1);
    vi.useRealTimers();
    await screen.findByRole('heading', { name: 'Message sent' });
  });

  it('hides the honeypot from people and assistive technology', () => {
    fakeApi({});
    const { container } = renderPage();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('starts a new message from the confirmation, keeping who it is from', async () => {
    const api = fakeApi({ 'POST /api/contact': () => accepted() });
    const user = setupUser();
    renderPage();
    await fillIn(user);
    laterBy(20_000);
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));

    expect(field.name()).toHaveValue('Grace Hopper');
    expect(field.email()).toHaveValue('grace@example.com');
    expect(field.topic()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    await user.selectOptions(field.topic(), 'feature');
    await write(user, field.message(), 'Could the tracker export to my calendar app as well?');
    laterBy(60_000);
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'Message sent' });
    const [first, second] = api.bodies('POST', '/api/contact');
    expect(second.submissionId).not.toBe(first.submissionId);
    expect(second.formToken).toMatch(/^token-\d+$/);
  });
});
