import { z } from 'zod';

/**
 * "Export everything" as a ZIP prepared in the background (decision 056): the page starts one,
 * follows its progress and downloads it while its link lasts.
 */

export const dataExportStatuses = ['preparing', 'ready', 'failed', 'expired'] as const;
export const DataExportStatusSchema = z.enum(dataExportStatuses);
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

/** How long a prepared ZIP can be downloaded; the file is deleted after. */
export const DATA_EXPORT_LINK_HOURS = 24;
/** Exports one user may start in an hour (a start that answers the running one is not counted). */
export const DATA_EXPORT_STARTS_PER_HOUR = 5;

export const DataExportSchema = z.object({
  id: z.string(),
  status: DataExportStatusSchema,
  /** Files written so far and files in all; `total` is 0 until the account has been read. */
  progress: z.object({
    done: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
  }),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** When the link stops working (ready exports only). */
  expiresAt: z.iso.datetime().nullable(),
  /** The ZIP's size in bytes (ready exports only). */
  byteSize: z.number().int().nonnegative().nullable(),
  /** The download's address, authenticated like every API call (ready exports only). */
  downloadUrl: z.string().nullable(),
  /** Why the export failed, for the person (failed exports only). */
  error: z.string().nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type DataExportParams = z.infer<typeof DataExportParamsSchema>;
