import { ContactFormTokenSchema, type ContactFormToken } from '@resumio/contract';
import { apiRequest } from '@/lib/api-client.ts';

/** A token the server stamps with its own time: the form's start, as the server will judge it. */
export function fetchFormToken(): Promise<ContactFormToken> {
  return apiRequest('/api/contact/form-token', {
    schema: ContactFormTokenSchema,
    genericMessage: 'We couldn’t prepare the form. Check your connection and try again.',
  });
}
