import {
  ContactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@resumio/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { remainingFillTime } from '../model/contact-draft.ts';

export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiRequest('/api/contact', {
    method: 'POST',
    body,
    schema: ContactResponseSchema,
    genericMessage: 'We couldn’t send your message. Please try again.',
  });
}

/** The server's stamp of when the form was shown, and when this browser received it. */
export interface FormStamp {
  formToken: string;
  receivedAt: number;
}

export interface SendContactVariables {
  body: Omit<ContactRequest, 'formToken'>;
  /** The form's stamp, fetched now if the page has none yet. */
  stamp: () => Promise<FormStamp>;
}

const hold = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();

export function useSendContactMessage() {
  return useMutation({
    mutationFn: async ({ body, stamp }: SendContactVariables) => {
      const { formToken, receivedAt } = await stamp();
      // Held until a person could have written it, so the server never has to refuse it as fast.
      await hold(remainingFillTime(receivedAt, Date.now()));
      return sendContactMessage({ ...body, formToken });
    },
  });
}
