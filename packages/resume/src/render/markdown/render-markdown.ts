import type { Resume } from '../../model/resume.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import type { EntryView, LinkView, SectionView } from '../../view/resume-view-types.ts';
import { COMPACT_SEPARATOR, compactLine, joinTags } from '../../view/text-parts.ts';
import { escapeMarkdown as md, markdownUrl } from './escape-markdown.ts';

const SEPARATOR = ' · ';

function link(item: LinkView): string {
  return item.href ? `[${md(item.text)}](<${markdownUrl(item.href)}>)` : md(item.text);
}

function line(items: (string | LinkView | undefined)[], wrap = (s: string) => s): string[] {
  const parts = items
    .filter((item): item is string | LinkView => (typeof item === 'string' ? item !== '' : !!item))
    .map((item) => (typeof item === 'string' ? md(item) : link(item)));
  return parts.length > 0 ? [wrap(parts.join(SEPARATOR))] : [];
}

function entry(item: EntryView): string[] {
  const heading = [item.title, item.subtitle].filter(Boolean).map(md).join(', ');
  const details = line([item.date, item.location], (s) => `*${s}*`);
  const extras = line([item.link, item.note]);
  return [
    ...(heading ? [`### ${heading}`, ''] : []),
    // Two trailing spaces keep the detail lines as separate lines of one paragraph.
    ...(details.length + extras.length > 0 ? [[...details, ...extras].join('  \n'), ''] : []),
    ...item.summary.flatMap((p) => [md(p), '']),
    ...(item.bullets.length > 0 ? [...item.bullets.map((b) => `- ${md(b)}`), ''] : []),
    ...(item.tags.length > 0 ? [`*${md(joinTags(item.tags))}*`, ''] : []),
  ];
}

function section(item: SectionView): string[] {
  const out = [`## ${md(item.title)}`, ''];
  if (item.style === 'text') return [...out, ...item.paragraphs.flatMap((p) => [md(p), ''])];
  if (item.style === 'compact') {
    const lines = item.entries.map((e) => {
      const { lead, detail } = compactLine(e);
      return `- ${lead ? `**${md(lead)}**` : ''}${lead && detail ? COMPACT_SEPARATOR : ''}${md(detail)}`;
    });
    return [...out, ...lines, ''];
  }
  return [...out, ...item.entries.flatMap(entry)];
}

/** GitHub-flavoured Markdown; all user text escaped, links only with safe schemes. */
export function renderMarkdown(resume: Resume): string {
  const view = buildResumeView(resume);
  const lines = [
    ...(view.name ? [`# ${md(view.name)}`, ''] : []),
    ...(view.label ? [`**${md(view.label)}**`, ''] : []),
    ...(view.contacts.length > 0 ? [view.contacts.map(link).join(SEPARATOR), ''] : []),
    ...view.sections.flatMap(section),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
