import {
  ContactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@resumio/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body,
    schema: ContactResponseSchema,
    genericMessage: 'We couldn’t send your message. Please try again.',
  });
}

export interface SendContactVariables {
  body: ContactRequest;
  /** How long to hold the message first, so it never leaves sooner than a person could write it. */
  holdMs: number;
}

const hold = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async ({ body, holdMs }: SendContactVariables) => {
      await hold(holdMs);
      return sendContactMessage(body);
    },
  });
}
