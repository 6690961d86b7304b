import { z } from 'zod';

/**
 * What the API says when a render is refused, so the editor can name the limit and the fix.
 * The limits themselves are server settings; the numbers travel in `details`.
 */
export const renderErrorMessages = {
  RESUME_TOO_LONG: (maxPages: number, pages?: number) =>
    `${pages ? `This resume comes to about ${pages} pages; ` : 'This resume is too long; '}` +
    `exports are limited to ${maxPages} pages. Shorten or remove older entries and bullets, then try again.`,
  RENDER_TIMEOUT: (seconds: number) =>
    `This resume took longer than ${seconds} seconds to render, the limit for one export. ` +
    'Shorten it (fewer entries or bullets) and try again.',
  RENDERS_IN_PROGRESS: (perUser: number) =>
    `You already have ${perUser} exports or checks running. Wait for them to finish, then try again.`,
} as const;

export type RenderErrorCode = keyof typeof renderErrorMessages;

/** SERVICE_UNAVAILABLE with `retryAfterSeconds`: every render thread is busy and the queue full. */
export const RENDER_QUEUE_FULL_MESSAGE =
  'Exports are busy right now. Please try again in a few seconds.';

export const RenderLimitDetailsSchema = z.object({
  /** The limit that was reached: pages, seconds or renders at a time. */
  limit: z.number(),
  /** RESUME_TOO_LONG: the page count rendered or estimated. */
  pages: z.number().optional(),
  retryAfterSeconds: z.number().optional(),
});
export type RenderLimitDetails = z.infer<typeof RenderLimitDetailsSchema>;
