/** What the popup asks the background script, and what it answers. */
export type Request = { type: 'sign-in' };
export type Answer = { ok: true } | { ok: false; error: string };
