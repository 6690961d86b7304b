import type { ResumeView } from '../../view/resume-view-types.ts';
import { joinTags } from '../../view/text-parts.ts';

export interface ExpectedField {
  kind: string;
  text: string;
}

/**
 * Fields that must be read back, grouped as the page lays them out. Within `head` any order is
 * accepted (a template may put the date before or after the title); `body` must follow in
 * order, and groups must follow one another.
 */
export interface ExpectedGroup {
  head: ExpectedField[];
  body: ExpectedField[];
}

function field(kind: string, text: string): ExpectedField[] {
  return text.trim() ? [{ kind, text }] : [];
}

export function expectedGroups(view: ResumeView): ExpectedGroup[] {
  const groups: ExpectedGroup[] = [
    {
      head: [
        ...field('name', view.name),
        ...field('label', view.label),
        ...view.contacts.flatMap((c) => field(c.kind, c.text)),
      ],
      body: [],
    },
  ];
  for (const section of view.sections) {
    if (section.style === 'text') {
      groups.push({
        head: field('section', section.title),
        body: section.paragraphs.flatMap((p) => field('summary', p)),
      });
      continue;
    }
    if (section.style === 'compact') {
      groups.push({
        head: field('section', section.title),
        body: section.entries.flatMap((e) => [
          ...field('title', e.title),
          ...field('subtitle', e.subtitle),
          ...field('keywords', joinTags(e.tags)),
        ]),
      });
      continue;
    }
    groups.push({ head: field('section', section.title), body: [] });
    for (const e of section.entries) {
      groups.push({
        head: [
          ...field('title', e.title),
          ...field('subtitle', e.subtitle),
          ...field('date', e.date),
          ...field('location', e.location),
          ...field('link', e.link?.text ?? ''),
          ...field('note', e.note),
        ],
        body: [
          ...e.summary.flatMap((p) => field('summary', p)),
          ...e.bullets.flatMap((b) => field('bullet', b)),
          ...field('keywords', joinTags(e.tags)),
        ],
      });
    }
  }
  return groups.filter((g) => g.head.length + g.body.length > 0);
}
