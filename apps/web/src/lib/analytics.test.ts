import { beforeEach, describe, expect, it } from 'vitest';
import {
  pushEvent,
  trackAiEnhancement,
  trackButtonClick,
  trackCoverLetterAction,
  trackFormSubmit,
  trackJobTrackerAction,
  trackPageView,
  trackResumeAction,
  trackSubscriptionAction,
} from './analytics.ts';

beforeEach(() => {
  delete window.dataLayer;
});

describe('analytics', () => {
  it('creates the dataLayer on first use and keeps an existing one', () => {
    pushEvent('button_click', { button_name: 'x' });
    expect(window.dataLayer).toEqual([{ event: 'button_click', button_name: 'x' }]);

    const existing: unknown[] = [{ 'gtm.start': 1 }];
    window.dataLayer = existing;
    pushEvent('form_submit');
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it('pushes the right shape from each helper', () => {
    trackPageView({
      page_path: '/about',
      page_title: 'About | Resumio',
      page_location: 'http://x/about',
    });
    trackButtonClick({ button_name: 'build_resume', location: 'hero' });
    trackFormSubmit({ form_name: 'contact', success: true });
    trackResumeAction({ action: 'create', resume_id: 'r1' });
    trackCoverLetterAction({ action: 'generate', cover_letter_id: 'c1' });
    trackJobTrackerAction({ action: 'add', job_id: 'j1' });
    trackSubscriptionAction({ action: 'upgrade', plan: 'premium' });
    trackAiEnhancement({ action: 'apply', resume_id: 'r1' });

    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/about',
        page_title: 'About | Resumio',
        page_location: 'http://x/about',
      },
      { event: 'button_click', button_name: 'build_resume', location: 'hero' },
      { event: 'form_submit', form_name: 'contact', success: true },
      { event: 'resume_action', action: 'create', resume_id: 'r1' },
      { event: 'cover_letter_action', action: 'generate', cover_letter_id: 'c1' },
      { event: 'job_tracker_action', action: 'add', job_id: 'j1' },
      { event: 'subscription_action', action: 'upgrade', plan: 'premium' },
      { event: 'ai_enhancement', action: 'apply', resume_id: 'r1' },
    ]);
  });

  it('never sends a sign-in code or token in a page view', () => {
    trackPageView({
      page_path: '/callback?code=abc&state=xyz',
      page_title: 'Signing in | Resumio',
      page_location: 'http://x/callback?code=abc&state=xyz#id_token=eyJ',
    });
    expect(window.dataLayer).toEqual([
      {
        event: 'page_view',
        page_path: '/callback',
        page_title: 'Signing in | Resumio',
        page_location: 'http://x/callback',
      },
    ]);
  });

  it('never lets a payload override the event name', () => {
    pushEvent('resume_action', { event: 'page_view' } as never);
    expect(window.dataLayer).toEqual([{ event: 'resume_action' }]);
  });
});
