/** Tag-manager events. Payload fields beyond `event` are ours to define. */
export const analyticsEvents = [
  'page_view',
  'button_click',
  'form_submit',
  'resume_action',
  'cover_letter_action',
  'job_tracker_action',
  'subscription_action',
  'ai_enhancement',
] as const;
export type AnalyticsEventName = (typeof analyticsEvents)[number];
