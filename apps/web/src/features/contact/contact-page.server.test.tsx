import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context.ts';
import { ConfigContext } from '@/lib/config-context.ts';
import { SubscriptionContext } from '@/lib/plan/plan-context.ts';
import { fakeSubscription, premiumActive } from '@/testing/fake-subscription.ts';
import { mockAuth } from '@/testing/mock-auth.ts';
import { testConfig } from '@/testing/test-config.ts';
import { ContactPage } from './contact-page.tsx';

/** Renders the page as the build does, with no browser objects to reach for. */
function renderOnServer(auth = mockAuth('loading'), subscription = fakeSubscription(null)) {
  for (const name of ['window', 'document', 'localStorage', 'sessionStorage', 'navigator']) {
    vi.stubGlobal(name, undefined);
  }
  try {
    return renderToString(
      <ConfigContext value={testConfig}>
        <QueryClientProvider client={new QueryClient()}>
          <AuthContext value={auth}>
            <SubscriptionContext value={subscription}>
              <MemoryRouter initialEntries={['/contact']}>
                <ContactPage />
              </MemoryRouter>
            </SubscriptionContext>
          </AuthContext>
        </QueryClientProvider>
      </ConfigContext>,
    );
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('/contact rendered ahead of time', () => {
  it('holds the heading, the labelled form and the reply times, with sending left to the script', () => {
    const html = renderOnServer();
    expect(html).toContain('<h1');
    expect(html).toContain('Contact us');
    for (const label of ['Name', 'Email', 'Topic', 'Message']) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    }
    expect(html).toContain('method="post"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).toMatch(/aria-hidden="true"[^>]*><label[^>]*>Website<\/label>/);
    expect(html).toContain('within 1 business day');
    expect(html).toContain('within 3 business days');
  });

  it('renders the same page whoever is signed in, so the browser’s first render matches', () => {
    const guest = renderOnServer();
    const member = renderOnServer(mockAuth('authenticated'), fakeSubscription(premiumActive));
    expect(member).toBe(guest);
  });
});
