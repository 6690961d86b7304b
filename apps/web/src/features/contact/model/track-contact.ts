import type { ContactTopic } from '@resumio/contract';
import { pushEvent } from '@/lib/analytics.ts';

/**
 * `form_submit` for the contact form: whether it went through, the topic and the kind of support,
 * or the refusal's code. Never the name, the address or the message.
 */
export function trackContactSubmit(
  result:
    | { success: true; topic: ContactTopic; priority: boolean }
    | { success: false; error_code: string },
) {
  return pushEvent('form_submit', { form_name: 'contact', ...result });
}
