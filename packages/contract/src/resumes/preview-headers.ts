/**
 * Headers of a preview PDF (POST /api/resume-preview): what the editor shows beside the pages.
 * Free of zod, so the editor's route can ask for its first preview before the schemas load.
 */
export const PREVIEW_HEADERS = {
  pageCount: 'X-Page-Count',
  /** 1 unless fit-to-one-page shrank the design. */
  scale: 'X-Preview-Scale',
  /** "false" when fit-to-one-page reached its readability floors first. */
  fitsRequestedPages: 'X-Fits-Requested-Pages',
} as const;

/** Page images are for a screen: the preview column's width in device pixels (820 × 2 at most). */
export const PREVIEW_WIDTH_PX = { min: 100, max: 1640 } as const;
