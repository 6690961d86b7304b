import type { Resume } from '@resumio/resume';
import { html, raw, type SafeHtml } from '../../lib/html.ts';
import { plainPage } from '../../lib/plain-page.ts';

/** What the public page adds around the resume's own HTML (the export's page, unchanged). */
export interface PageExtras {
  /** Absolute URL of the page (for the social card and canonical link). */
  url: string;
  indexable: boolean;
  /** The PDF download's path, when the owner allows it. */
  pdfPath: string | null;
}

const DESCRIPTION_MAX = 200;

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The social card: what a chat or a network shows for a pasted link. Text only, no image. */
function socialCard(resume: Resume, url: string): SafeHtml {
  const name = resume.basics?.name?.trim() || 'Resume';
  const label = resume.basics?.label?.trim();
  const title = label ? `${name} — ${label}` : name;
  const description = shorten(
    resume.basics?.summary?.trim() || `The resume of ${name}, shared with Resumio.`,
    DESCRIPTION_MAX,
  );
  return html`<meta property="og:type" content="profile" />
    <meta property="og:site_name" content="Resumio" />
    <meta property="og:title" content="${title}" />
    <meta property="og:description" content="${description}" />
    <meta property="og:url" content="${url}" />
    <meta name="twitter:card" content="summary" />
    <meta name="twitter:title" content="${title}" />
    <meta name="twitter:description" content="${description}" /> `;
}

// Printed pages leave the footer out: the resume is what gets printed.
const FOOTER_STYLE = `
.share-footer { max-width: 48rem; margin: 0 auto; padding: 1rem 1.5rem 2rem; border-top: 1px solid #d0d7de; color: #57606a; font-size: 0.85rem; line-height: 1.5; }
.share-footer a { color: inherit; }
.share-footer .download { display: inline-block; margin-bottom: 0.5rem; padding: 0.4rem 0.8rem; border: 1px solid #57606a; border-radius: 6px; color: #1f2328; text-decoration: none; font-weight: 600; }
.share-footer .download:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
@media print { .share-footer { display: none; } }
`.trim();

/**
 * The resume page as visitors see it: the HTML export (accessible markup in the template's
 * font, accent and spacing, no scripts), plus robots and social tags in its head and a footer
 * with the download and the privacy note. The export escapes every user string, so `</head>`
 * and `</main>` occur once, as its own markup.
 */
export function publicResumePage(exported: string, resume: Resume, extras: PageExtras): string {
  const head = html`<meta
      name="robots"
      content="${extras.indexable ? 'index, follow' : 'noindex, nofollow'}"
    />
    <link rel="canonical" href="${extras.url}" />
    ${socialCard(resume, extras.url)}
    <style>
      ${raw(FOOTER_STYLE)}
    </style>`;
  const footer = html`<footer class="share-footer">
    ${
      extras.pdfPath
        ? html`<p><a class="download" href="${extras.pdfPath}" download>Download PDF</a></p>`
        : ''
    }
    <p>
      Shared with <a href="/">Resumio</a>. Privacy: this page counts views per day for its owner. It
      sets no tracking cookies, loads nothing from other sites, and stores nothing about you — not
      your address, browser or location.
    </p>
  </footer>`;
  return exported
    .replace('</head>', `${head.value}\n</head>`)
    .replace('</main>', `</main>\n${footer.value}`);
}

const PAGE_STYLE = `
body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f2328; background: #f6f8fa; margin: 0; }
main { max-width: 28rem; margin: 12vh auto; padding: 2rem; background: #fff; border: 1px solid #d0d7de; border-radius: 12px; }
h1 { font-size: 1.4rem; margin: 0 0 0.75rem; }
p { line-height: 1.5; }
label { display: block; font-weight: 600; margin: 1rem 0 0.35rem; }
input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.55rem 0.65rem; border: 1px solid #57606a; border-radius: 6px; }
button { margin-top: 1rem; font: inherit; font-weight: 600; padding: 0.55rem 1rem; border: 0; border-radius: 6px; background: #1f6feb; color: #fff; cursor: pointer; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #0969da; outline-offset: 2px; }
.error { color: #b42318; font-weight: 600; }
a { color: #0969da; }
`.trim();

/** 410: the owner revoked the link or it expired; said kindly, without saying which resume. */
export function gonePage(): string {
  return plainPage({
    title: 'This link has ended — Resumio',
    style: PAGE_STYLE,
    body: html`<main>
      <h1>This link has ended</h1>
      <p>
        The person who shared this resume has turned the link off, or it has expired. If you still
        need it, ask them for a new link.
      </p>
      <p><a href="/">Go to Resumio</a></p>
    </main>`,
  });
}

export function notFoundPage(): string {
  return plainPage({
    title: 'Resume not found — Resumio',
    style: PAGE_STYLE,
    body: html`<main>
      <h1>Resume not found</h1>
      <p>There is no shared resume at this address. Please check the link you were given.</p>
      <p><a href="/">Go to Resumio</a></p>
    </main>`,
  });
}

/** The password form: a plain POST, so it works with no JavaScript at all. */
export function passwordPage(action: string, wrong: boolean): string {
  return plainPage({
    title: 'Password required — Resumio',
    style: PAGE_STYLE,
    body: html`<main>
      <h1>This resume is protected</h1>
      <p>The person who shared it set a password. Please enter it to see the resume.</p>
      ${wrong ? html`<p class="error" id="password-error" role="alert">That password is not right.</p>` : ''}
      <form method="post" action="${action}">
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="off"
          required
          ${wrong ? raw('aria-invalid="true" aria-describedby="password-error"') : ''}
          autofocus
        />
        <button type="submit">View resume</button>
      </form>
    </main>`,
  });
}
