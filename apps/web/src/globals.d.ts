export {};

declare global {
  interface Window {
    /** The tag manager's queue: the page snippet creates it and `track` pushes events into it. */
    dataLayer?: unknown[];
    /**
     * Set by end-to-end tests (before any app script runs) to make the app throw during render,
     * so the application-level error screen can be checked in a real browser.
     */
    __RESUMIO_FORCE_RENDER_ERROR__?: boolean;
  }
}
