import { createHash } from 'node:crypto';

/**
 * Moves the reset link's token from the address's fragment into the form, then takes it out of the
 * address bar and history, so it is not left for the next person at this browser. Served as a file:
 * the sign-in pages allow scripts from 'self' only.
 */
export const RESET_SCRIPT = `
var field = document.querySelector('[data-reset-token]');
var token = location.hash.slice(1);
if (field && token) { field.value = token; history.replaceState(null, '', location.pathname); }
`.trim();

export const RESET_SCRIPT_VERSION = createHash('sha256')
  .update(RESET_SCRIPT)
  .digest('hex')
  .slice(0, 12);

export const RESET_SCRIPT_PATH = '/oidc-assets/password-reset.js';
