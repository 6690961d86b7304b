import type { FastifyInstance } from 'fastify';
import { html, type SafeHtml } from '../../../lib/html.ts';
import { plainPage } from '../../../lib/plain-page.ts';
import { readOutbox, type OutboxMessage } from './read-outbox.ts';

export const OUTBOX_PAGE_PATH = '/dev/outbox';
const SHOWN = 50;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:56rem;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:6rem 1fr;gap:.2rem .8rem;margin:0 0 .8rem}dt{color:#6b7280}dd{margin:0}
pre{white-space:pre-wrap;background:#f9fafb;padding:.8rem;border-radius:6px;margin:0}
iframe{width:100%;height:24rem;border:1px solid #e5e7eb;border-radius:6px;background:#fff}
summary{cursor:pointer;margin:.6rem 0}.empty{color:#6b7280}`;

function message(m: OutboxMessage): SafeHtml {
  // The HTML version is shown as a sandboxed document without scripts: srcdoc takes the escaped
  // markup, so nothing in a message can run on this page or reach the app's origin.
  return html`<article>
    <dl>
      <dt>To</dt>
      <dd>${m.to_address}</dd>
      <dt>Subject</dt>
      <dd>${m.subject}</dd>
      ${
        m.reply_to
          ? html`<dt>Reply to</dt>
              <dd>${m.reply_to}</dd>`
          : ''
      }
      <dt>Written</dt>
      <dd><time datetime="${m.created_at}">${m.created_at}</time></dd>
    </dl>
    <pre>${m.text_body}</pre>
    <details>
      <summary>As HTML</summary>
      <iframe sandbox title="${m.subject}" srcdoc="${m.html_body}"></iframe>
    </details>
  </article>`;
}

/** The outbox page for a developer; registered only outside production, with the outbox adapter. */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  return plainPage({
    title: 'Mail outbox',
    style: STYLE,
    body: html`<h1>Mail outbox</h1>
      <p>The newest ${SHOWN} messages the app has "sent". Set SMTP_URL to deliver mail for real.</p>
      ${messages.length === 0 ? html`<p class="empty">No messages yet.</p>` : messages.map(message)}`,
  });
}

export async function outboxPage(app: FastifyInstance): Promise<void> {
  app.get(OUTBOX_PAGE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(await readOutbox(app.db, SHOWN))),
  );
}
