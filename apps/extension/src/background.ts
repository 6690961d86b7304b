import { signInWithTab } from './auth/sign-in-flow.ts';
import { ext } from './browser-api.ts';
import type { Answer, Request } from './messages.ts';
import { serverUrl } from './settings.ts';

ext.runtime.onMessage.addListener((message, _sender, respond) => {
  if ((message as Request | null)?.type !== 'sign-in') return;
  void serverUrl()
    .then(signInWithTab)
    .then(
      () => respond({ ok: true } satisfies Answer),
      (error: unknown) =>
        respond({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  // The answer comes after the tab flow: keep the channel open.
  return true;
});
