import type { Resume } from '@resumio/resume-model';

export type ContactField = 'name' | 'label' | 'email' | 'phone';

/**
 * Where a line the importer could not place can be moved in the review: a contact field (it
 * replaces what was read), the summary (appended), a new skill, a bullet of a job, or a school's
 * field of study (LinkedIn keeps it in the education notes).
 */
export type MoveTarget = ContactField | 'summary' | 'skill' | `work:${number}` | `area:${number}`;

export interface MoveOption {
  value: MoveTarget;
  label: string;
}

const CONTACT_LABELS: Record<ContactField, string> = {
  name: 'Name',
  label: 'Headline',
  email: 'Email',
  phone: 'Phone',
};

/** The places a line can go in this document, in the order the review shows its sections. */
export function moveOptions(document: Resume): MoveOption[] {
  const options: MoveOption[] = (Object.keys(CONTACT_LABELS) as ContactField[]).map((field) => ({
    value: field,
    label: CONTACT_LABELS[field],
  }));
  options.push({ value: 'summary', label: 'Summary (added at the end)' });
  (document.work ?? []).forEach((job, i) => {
    const name = [job.position, job.name].filter(Boolean).join(' at ') || `Job ${i + 1}`;
    options.push({ value: `work:${i}`, label: `A bullet of “${name}”` });
  });
  (document.education ?? []).forEach((school, i) => {
    options.push({
      value: `area:${i}`,
      label: `Field of study at “${school.institution || `School ${i + 1}`}”`,
    });
  });
  options.push({ value: 'skill', label: 'A skill' });
  return options;
}

/**
 * The document with `text` moved to `target`. Contact fields are returned apart, since the review
 * edits them in their own inputs. The document is never changed in place.
 */
export function moveLine(
  document: Resume,
  text: string,
  target: MoveTarget,
): { document: Resume; contact?: { field: ContactField; value: string } } {
  if (target in CONTACT_LABELS) {
    return { document, contact: { field: target as ContactField, value: text } };
  }
  if (target === 'summary') {
    const summary = document.basics?.summary?.trim();
    return {
      document: {
        ...document,
        basics: { ...document.basics, summary: summary ? `${summary}\n${text}` : text },
      },
    };
  }
  if (target === 'skill') {
    return { document: { ...document, skills: [...(document.skills ?? []), { name: text }] } };
  }
  const [kind, at] = target.split(':') as ['work' | 'area', string];
  const index = Number(at);
  if (kind === 'work') {
    const work = [...(document.work ?? [])];
    const job = work[index];
    if (!job) return { document };
    work[index] = { ...job, highlights: [...(job.highlights ?? []), text] };
    return { document: { ...document, work } };
  }
  const education = [...(document.education ?? [])];
  const school = education[index];
  if (!school) return { document };
  education[index] = { ...school, area: text };
  return { document: { ...document, education } };
}

/** A value the importer placed, which the review can take back out to "not placed". */
export type PlacedValue =
  | { kind: 'work'; index: number; field: 'position' | 'name' }
  | { kind: 'education'; index: number; field: 'institution' | 'studyType' | 'area' }
  | { kind: 'skill'; index: number; keyword?: number }
  | { kind: 'summary' };

/**
 * The document without the value at `at`, and that value's text, to be listed as not placed (and
 * from there moved where it belongs). Null when there is nothing there. Never changes `document`.
 */
export function takePlaced(
  document: Resume,
  at: PlacedValue,
): { document: Resume; text: string } | null {
  if (at.kind === 'summary') {
    const text = document.basics?.summary?.trim();
    if (!text) return null;
    return { document: { ...document, basics: { ...document.basics, summary: '' } }, text };
  }
  if (at.kind === 'work') {
    const work = [...(document.work ?? [])];
    const text = work[at.index]?.[at.field]?.trim();
    if (!text) return null;
    work[at.index] = { ...work[at.index], [at.field]: '' };
    return { document: { ...document, work }, text };
  }
  if (at.kind === 'education') {
    const education = [...(document.education ?? [])];
    const text = education[at.index]?.[at.field]?.trim();
    if (!text) return null;
    education[at.index] = { ...education[at.index], [at.field]: '' };
    return { document: { ...document, education }, text };
  }
  const skills = [...(document.skills ?? [])];
  const skill = skills[at.index];
  if (!skill) return null;
  if (at.keyword === undefined) {
    const text = skill.name?.trim();
    if (!text) return null;
    skills.splice(at.index, 1);
    return { document: { ...document, skills }, text };
  }
  const keywords = [...(skill.keywords ?? [])];
  const text = keywords[at.keyword]?.trim();
  if (!text) return null;
  keywords.splice(at.keyword, 1);
  skills[at.index] = { ...skill, keywords };
  return { document: { ...document, skills }, text };
}
