import { type Resume, resolveSettings } from '../../model/resume.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import type { EntryView, LinkView, ResumeView, SectionView } from '../../view/resume-view-types.ts';
import { COMPACT_SEPARATOR, compactLine, joinTags } from '../../view/text-parts.ts';
import { escapeHtml as e } from './escape-html.ts';
import { type HtmlFontVariant, embeddedFontFaces } from './html-fonts.ts';
import { htmlStyles } from './html-styles.ts';

const SEPARATOR = ' · ';

function link(item: LinkView): string {
  return item.href ? `<a href="${e(item.href)}">${e(item.text)}</a>` : e(item.text);
}

function metaLine(items: (string | LinkView | undefined)[]): string {
  const parts = items
    .filter((item): item is string | LinkView => (typeof item === 'string' ? item !== '' : !!item))
    .map((item) => (typeof item === 'string' ? e(item) : link(item)));
  return parts.length > 0 ? `<p class="meta">${parts.join(SEPARATOR)}</p>` : '';
}

function entry(item: EntryView): string {
  const heading = item.title || item.subtitle;
  const subtitle =
    item.title && item.subtitle ? `<span class="subtitle">, ${e(item.subtitle)}</span>` : '';
  return [
    '<article class="entry">',
    heading ? `<h3>${e(heading)}${subtitle}</h3>` : '',
    metaLine([item.date, item.location]),
    metaLine([item.link, item.note]),
    ...item.summary.map((p) => `<p>${e(p)}</p>`),
    item.bullets.length > 0
      ? `<ul>${item.bullets.map((b) => `<li>${e(b)}</li>`).join('')}</ul>`
      : '',
    item.tags.length > 0 ? `<p class="tags">${e(joinTags(item.tags))}</p>` : '',
    '</article>',
  ].join('');
}

function section(item: SectionView, index: number): string {
  const id = `section-${index + 1}`;
  let body: string;
  if (item.style === 'text') body = item.paragraphs.map((p) => `<p>${e(p)}</p>`).join('');
  else if (item.style === 'compact') {
    body = item.entries
      .map((entryView) => {
        const { lead, detail } = compactLine(entryView);
        const strong = lead ? `<strong>${e(lead)}</strong>` : '';
        return `<p class="compact">${strong}${lead && detail ? COMPACT_SEPARATOR : ''}${e(detail)}</p>`;
      })
      .join('');
  } else body = item.entries.map(entry).join('');
  return `<section aria-labelledby="${id}"><h2 id="${id}">${e(item.title)}</h2>${body}</section>`;
}

function header(view: ResumeView): string {
  const contacts = view.contacts.map((c) => `<li>${link(c)}</li>`).join('');
  return [
    '<header>',
    view.name ? `<h1>${e(view.name)}</h1>` : '',
    view.label ? `<p class="label">${e(view.label)}</p>` : '',
    contacts ? `<ul class="contacts">${contacts}</ul>` : '',
    '</header>',
  ].join('');
}

// The weights and styles the stylesheet uses: body text, headings and leads in bold, and
// keywords in italic (only embedded when the page shows any).
function fontVariants(view: ResumeView): HtmlFontVariant[] {
  const italic = view.sections.some(
    (s) => s.style === 'entries' && s.entries.some((x) => x.tags.length > 0),
  );
  return [
    { weight: 400, style: 'normal' },
    { weight: 700, style: 'normal' },
    ...(italic ? [{ weight: 400, style: 'italic' } as const] : []),
  ];
}

/**
 * A self-contained HTML page: inline styles only, the design's font embedded (only the subset
 * files its characters need), no scripts or images to fetch, and a print stylesheet whose @page
 * size and margins follow the design. All user text is escaped.
 */
export function renderHtml(resume: Resume): string {
  const view = buildResumeView(resume);
  const { design } = resolveSettings(resume);
  const { metadata } = view;
  const fontFaces = embeddedFontFaces(design.fontFamily, JSON.stringify(view), fontVariants(view));
  return [
    '<!doctype html>',
    `<html lang="${e(metadata.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${e(metadata.title)}</title>`,
    metadata.author ? `<meta name="author" content="${e(metadata.author)}">` : '',
    metadata.subject ? `<meta name="description" content="${e(metadata.subject)}">` : '',
    metadata.keywords ? `<meta name="keywords" content="${e(metadata.keywords)}">` : '',
    '<meta name="generator" content="Resumio">',
    `<style>\n${fontFaces}\n${htmlStyles(design)}\n</style>`,
    '</head>',
    '<body>',
    '<main class="resume">',
    header(view),
    ...view.sections.map(section),
    '</main>',
    '</body>',
    '</html>',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
