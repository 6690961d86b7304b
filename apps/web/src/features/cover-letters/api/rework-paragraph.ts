import {
  type ParagraphRequest,
  type ParagraphResponse,
  ParagraphResponseSchema,
} from '@resumio/contract/cover-letters';
import { apiRequest } from '@/lib/api-client.ts';

/** Rewrites one body paragraph; a language model may take a while, hence the longer wait. */
export function reworkParagraph(
  id: string,
  body: ParagraphRequest,
  signal?: AbortSignal,
): Promise<ParagraphResponse> {
  return apiRequest(`/api/cover-letters/${encodeURIComponent(id)}/paragraph`, {
    method: 'POST',
    body,
    schema: ParagraphResponseSchema,
    signal,
    timeoutMs: 60_000,
    genericMessage: 'We couldn’t rewrite this paragraph.',
  });
}
