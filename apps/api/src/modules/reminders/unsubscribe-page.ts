import { html } from '../../lib/html.ts';
import { plainPage } from '../../lib/plain-page.ts';

const STYLE = `body{font:16px/1.6 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border:1px solid #e5e7eb;border-radius:12px}
h1{font-size:1.4rem;margin-top:0}a{color:#1d4ed8}`;

/** What a person sees after the unsubscribe link: what changed and how to undo it. */
export function renderUnsubscribePage(settingsUrl: string): string {
  return plainPage({
    title: 'Unsubscribed · Resumio',
    style: STYLE,
    body: html`<main>
      <h1>You are unsubscribed</h1>
      <p>
        You will not get the daily email of your job search deadlines, follow-ups and interviews any
        more.
      </p>
      <p>
        Your job tracker and its reminders in the app stay as they are. Changed your mind? Turn the
        email back on in <a href="${settingsUrl}">your settings</a>.
      </p>
    </main>`,
  });
}
