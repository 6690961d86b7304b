/** The full-screen overlay shows for this long on every path change. */
export const PAGE_LOADING_OVERLAY_MS = 500;
export const PAGE_LOADING_TEXT = 'Loading...';
