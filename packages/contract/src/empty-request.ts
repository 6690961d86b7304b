import { z } from 'zod';

/**
 * The body of an action that takes no input (cancel, resume, restore…). Clients may send none, or
 * an empty JSON object as API clients often do; any fields are ignored.
 */
export const EmptyRequestSchema = z.object({}).optional();
export type EmptyRequest = z.infer<typeof EmptyRequestSchema>;
