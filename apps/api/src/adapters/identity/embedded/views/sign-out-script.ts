import { createHash } from 'node:crypto';

/**
 * Confirms a sign-out that our own app started (it carries the signed-in person's ID token as a
 * hint), so one click in the app signs out. A forged sign-out link has no ID token of that person
 * and still gets the question.
 * Served as a file: the provider's pages allow scripts from 'self' only.
 */
export const SIGN_OUT_SCRIPT = `
var button = document.querySelector('[data-auto-confirm]');
if (button && button.form) { button.disabled = true; button.form.requestSubmit ? button.form.requestSubmit() : button.form.submit(); }
`.trim();

export const SIGN_OUT_SCRIPT_VERSION = createHash('sha256')
  .update(SIGN_OUT_SCRIPT)
  .digest('hex')
  .slice(0, 12);

export const SIGN_OUT_SCRIPT_PATH = '/oidc-assets/sign-out.js';
