import type { AnalyticsEventName } from '@resumio/contract';
import { redactPath, redactUrl } from './analytics-url.ts';

type Payload = Record<string, string | number | boolean | null | undefined>;

export interface DataLayerEvent extends Payload {
  event: AnalyticsEventName;
}

export function getDataLayer(): unknown[] {
  window.dataLayer = window.dataLayer || [];
  return window.dataLayer;
}

/** Pushes one event for the tag manager; without a tag manager the queue simply grows unread. */
export function pushEvent(name: AnalyticsEventName, payload: Payload = {}): DataLayerEvent {
  const entry: DataLayerEvent = { ...payload, event: name };
  getDataLayer().push(entry);
  return entry;
}

export interface PageViewPayload {
  page_path: string;
  page_title: string;
  page_location: string;
}

/** Addresses are redacted here, so no caller can hand a sign-in code to the tag manager. */
export const trackPageView = (payload: PageViewPayload) =>
  pushEvent('page_view', {
    ...payload,
    page_path: redactPath(payload.page_path),
    page_location: redactUrl(payload.page_location),
  });

export const trackButtonClick = (payload: { button_name: string; location?: string }) =>
  pushEvent('button_click', payload);

export const trackFormSubmit = (payload: { form_name: string; success?: boolean }) =>
  pushEvent('form_submit', payload);

export const trackResumeAction = (payload: { action: string; resume_id?: string }) =>
  pushEvent('resume_action', payload);

export const trackCoverLetterAction = (payload: { action: string; cover_letter_id?: string }) =>
  pushEvent('cover_letter_action', payload);

export const trackJobTrackerAction = (payload: { action: string; job_id?: string }) =>
  pushEvent('job_tracker_action', payload);

export const trackSubscriptionAction = (payload: { action: string; plan?: string }) =>
  pushEvent('subscription_action', payload);

export const trackAiEnhancement = (payload: { action: string; resume_id?: string }) =>
  pushEvent('ai_enhancement', payload);
