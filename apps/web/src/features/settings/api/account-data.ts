import {
  type DeleteAccountRequest,
  type DeleteAccountResponse,
  DeleteAccountResponseSchema,
} from '@resumio/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/http/download-file.ts';

/** Everything the account holds, as one JSON file, fetched with the user's token and saved. */
export function downloadAccountData(token: string | null) {
  return downloadFile({
    url: '/api/me/export',
    token,
    fallbackFileName: 'resumio-data.json',
    failureMessage: 'We couldn’t prepare your data. Please try again.',
  });
}

/** Deletes the account for good, once its email address has been typed again. */
export function deleteAccount(request: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return apiRequest('/api/me', {
    method: 'DELETE',
    body: request,
    schema: DeleteAccountResponseSchema,
    genericMessage: 'We couldn’t delete your account. Please try again.',
    // Cancelling a subscription at the payment provider may take longer than a page's call.
    timeoutMs: 30_000,
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess() {
      // Nothing cached belongs to anyone any more.
      queryClient.clear();
    },
  });
}
