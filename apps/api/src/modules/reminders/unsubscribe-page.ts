import { html } from '../../lib/html.ts';
import { plainPage } from '../../lib/plain-page.ts';

const STYLE = `body{font:16px/1.6 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
main{max-width:32rem;margin:12vh auto;padding:2rem;background:#fff;border:1px solid #e5e7eb;border-radius:12px}
h1{font-size:1.4rem;margin-top:0}a{color:#1d4ed8}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:.6rem 1.1rem;cursor:pointer}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}`;

/** What the digest's link opens: one button, so a scanner that follows links changes nothing. */
export function renderUnsubscribeConfirmPage(settingsUrl: string): string {
  return plainPage({
    title: 'Stop reminder emails · Resumio',
    style: STYLE,
    body: html`<main>
      <h1>Stop the daily reminder email?</h1>
      <p>
        You will no longer get the morning email of your job search deadlines, follow-ups and
        interviews. Your job tracker and its reminders in the app stay as they are.
      </p>
      <form method="post">
        <button type="submit">Turn off reminder emails</button>
      </form>
      <p>Or choose the hour and time zone of the email in <a href="${settingsUrl}">settings</a>.</p>
    </main>`,
  });
}

/** What a person sees once the email is off: what changed and how to undo it. */
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
