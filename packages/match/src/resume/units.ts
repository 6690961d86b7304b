import type { Resume } from '@resumio/resume-model';
import { type Interval, referenceMonths, toMonths } from './dates.ts';

export type UnitKind =
  | 'bullet'
  | 'role'
  | 'title'
  | 'summary'
  | 'skill'
  | 'education'
  | 'certificate'
  | 'language'
  | 'other';

/** One piece of resume text that can show a requirement. */
export interface Unit {
  section: string;
  path: string;
  text: string;
  kind: UnitKind;
  /** How much this place counts as proof: a bullet of a recent job most, a bare list least. */
  weight: number;
  /** Read first by a recruiter: the summary, and the first three bullets of a recent job. */
  prominent: boolean;
  /** Index of the work entry, for work units. */
  job?: number;
}

export interface Job {
  index: number;
  position: string;
  employer: string;
  interval?: Interval;
  /** 1 for a job ending within two years of the reference date, less for older ones. */
  recency: number;
}

export interface ResumeView {
  units: Unit[];
  jobs: Job[];
  refMonths: number;
  label: string;
}

type Loose = Record<string, unknown>;

const str = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : Array.isArray(v)
      ? v.filter((x) => typeof x === 'string').join(' ')
      : '';
const list = (v: unknown): Loose[] =>
  Array.isArray(v) ? v.filter((x): x is Loose => !!x && typeof x === 'object') : [];
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function recencyOf(endMonths: number, refMonths: number): number {
  const yearsAgo = Math.max(0, (refMonths - endMonths) / 12);
  return yearsAgo <= 2 ? 1 : Math.max(0.5, 1 - 0.08 * (yearsAgo - 2));
}

/** The resume as weighted pieces of text, in document order. */
export function viewResume(resume: Resume, now?: string): ResumeView {
  const refMonths = referenceMonths(resume, now);
  const units: Unit[] = [];
  const push = (unit: Unit) => {
    if (unit.text.trim()) units.push(unit);
  };
  const basics = (resume.basics ?? {}) as Loose;
  push({
    section: 'label',
    path: 'basics.label',
    text: str(basics['label']),
    kind: 'title',
    weight: 0.5,
    prominent: true,
  });
  push({
    section: 'summary',
    path: 'basics.summary',
    text: str(basics['summary']),
    kind: 'summary',
    weight: 0.5,
    prominent: true,
  });

  const jobs: Job[] = [];
  list(resume.work).forEach((w, i) => {
    const start = toMonths(w['startDate']);
    const end = toMonths(w['endDate']) ?? (start !== undefined ? refMonths : undefined);
    const interval =
      start !== undefined && end !== undefined ? { start, end: Math.max(start, end) } : undefined;
    const recency = interval ? recencyOf(interval.end, refMonths) : 0.8;
    const employer = str(w['name']) || str(w['company']);
    jobs.push({
      index: i,
      position: str(w['position']),
      employer,
      ...(interval ? { interval } : {}),
      recency,
    });
    const base = { section: 'work', job: i };
    push({
      ...base,
      path: `work[${i}].position`,
      text: str(w['position']),
      kind: 'title',
      weight: 0.6 * recency,
      prominent: false,
    });
    for (const key of ['summary', 'description'] as const) {
      push({
        ...base,
        path: `work[${i}].${key}`,
        text: str(w[key]),
        kind: 'role',
        weight: 0.85 * recency,
        prominent: false,
      });
    }
    strings(w['highlights']).forEach((h, j) =>
      push({
        ...base,
        path: `work[${i}].highlights[${j}]`,
        text: h,
        kind: 'bullet',
        weight: recency,
        prominent: j < 3 && recency >= 0.8,
      }),
    );
    strings(w['keywords']).forEach((k, j) =>
      push({
        ...base,
        path: `work[${i}].keywords[${j}]`,
        text: k,
        kind: 'skill',
        weight: 0.7 * recency,
        prominent: false,
      }),
    );
  });
  list(resume.projects).forEach((p, i) => {
    const base = { section: 'projects', kind: 'role' as const, weight: 0.85, prominent: false };
    push({ ...base, path: `projects[${i}].name`, text: str(p['name']), weight: 0.5 });
    push({ ...base, path: `projects[${i}].description`, text: str(p['description']) });
    strings(p['highlights']).forEach((h, j) =>
      push({ ...base, path: `projects[${i}].highlights[${j}]`, text: h, kind: 'bullet' }),
    );
    strings(p['keywords']).forEach((k, j) =>
      push({ ...base, path: `projects[${i}].keywords[${j}]`, text: k, kind: 'skill', weight: 0.6 }),
    );
  });
  list(resume.volunteer).forEach((v, i) => {
    const base = { section: 'volunteer', kind: 'role' as const, weight: 0.7, prominent: false };
    push({
      ...base,
      path: `volunteer[${i}].position`,
      text: str(v['position']),
      kind: 'title',
      weight: 0.4,
    });
    push({ ...base, path: `volunteer[${i}].summary`, text: str(v['summary']) });
    strings(v['highlights']).forEach((h, j) =>
      push({ ...base, path: `volunteer[${i}].highlights[${j}]`, text: h, kind: 'bullet' }),
    );
  });
  list(resume.education).forEach((e, i) => {
    const text = [str(e['studyType']), str(e['area'])].filter(Boolean).join(' in ');
    push({
      section: 'education',
      path: `education[${i}]`,
      text,
      kind: 'education',
      weight: 0.7,
      prominent: false,
    });
    strings(e['courses']).forEach((c, j) =>
      push({
        section: 'education',
        path: `education[${i}].courses[${j}]`,
        text: c,
        kind: 'other',
        weight: 0.55,
        prominent: false,
      }),
    );
  });
  list(resume.certificates).forEach((c, i) =>
    push({
      section: 'certificates',
      path: `certificates[${i}].name`,
      text: str(c['name']),
      kind: 'certificate',
      weight: 1,
      prominent: false,
    }),
  );
  list(resume.awards).forEach((a, i) => {
    push({
      section: 'awards',
      path: `awards[${i}].title`,
      text: str(a['title']),
      kind: 'other',
      weight: 0.55,
      prominent: false,
    });
    push({
      section: 'awards',
      path: `awards[${i}].summary`,
      text: str(a['summary']),
      kind: 'other',
      weight: 0.55,
      prominent: false,
    });
  });
  list(resume.skills).forEach((s, i) => {
    push({
      section: 'skills',
      path: `skills[${i}].name`,
      text: str(s['name']),
      kind: 'skill',
      weight: 0.7,
      prominent: false,
    });
    strings(s['keywords']).forEach((k, j) =>
      push({
        section: 'skills',
        path: `skills[${i}].keywords[${j}]`,
        text: k,
        kind: 'skill',
        weight: 0.7,
        prominent: false,
      }),
    );
  });
  list(resume.languages).forEach((l, i) =>
    push({
      section: 'languages',
      path: `languages[${i}]`,
      text: [str(l['language']), str(l['fluency'])].filter(Boolean).join(' — '),
      kind: 'language',
      weight: 1,
      prominent: false,
    }),
  );
  return { units, jobs, refMonths, label: str(basics['label']) };
}
