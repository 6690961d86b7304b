import type { Resume } from '../../model/resume.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import type { EntryView, SectionView } from '../../view/resume-view-types.ts';
import { COMPACT_SEPARATOR, compactLine, joinTags } from '../../view/text-parts.ts';

const SEPARATOR = ' | ';

// Control characters other than line breaks, and bidi overrides that can disguise text, have no
// place in a text file a recruiter opens.
function isUnwanted(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code < 0x20 && char !== '\n' && char !== '\t') ||
    code === 0x7f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function plain(value: string): string {
  return [...value].filter((char) => !isUnwanted(char)).join('');
}

function joined(items: (string | undefined)[]): string[] {
  const parts = items.filter((item): item is string => !!item).map(plain);
  return parts.length > 0 ? [parts.join(SEPARATOR)] : [];
}

function entry(item: EntryView): string[] {
  const heading = [item.title, item.subtitle].filter(Boolean).map(plain).join(', ');
  return [
    ...(heading ? [heading] : []),
    ...joined([item.date, item.location]),
    ...joined([item.link?.text, item.note]),
    ...item.summary.map(plain),
    ...item.bullets.map((b) => `• ${plain(b)}`),
    ...(item.tags.length > 0 ? [plain(joinTags(item.tags))] : []),
    '',
  ];
}

function section(item: SectionView): string[] {
  const title = plain(item.title).toUpperCase();
  const out = [title, ''];
  if (item.style === 'text') return [...out, ...item.paragraphs.map(plain), ''];
  if (item.style === 'compact') {
    const lines = item.entries.map((e) => {
      const { lead, detail } = compactLine(e);
      return plain(`${lead}${lead && detail ? COMPACT_SEPARATOR : ''}${detail}`);
    });
    return [...out, ...lines, ''];
  }
  return [...out, ...item.entries.flatMap(entry)];
}

/** Plain UTF-8 text in reading order, for pasting into application forms. */
export function renderText(resume: Resume): string {
  const view = buildResumeView(resume);
  const lines = [
    ...(view.name ? [plain(view.name)] : []),
    ...(view.label ? [plain(view.label)] : []),
    ...joined(view.contacts.map((c) => c.text)),
    '',
    ...view.sections.flatMap(section),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
