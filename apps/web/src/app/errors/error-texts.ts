/** The error screens' words, as the product has always shown them: tests match them exactly. */
export const APP_ERROR_HEADING = 'Something went wrong';
export const APP_ERROR_TEXT =
  'An unexpected error occurred. Please try reloading the page. If the problem persists, contact support.';
export const APP_ERROR_RELOAD_LABEL = 'Reload Page';
export const ROUTE_ERROR_HEADING = 'Unexpected Application Error!';
