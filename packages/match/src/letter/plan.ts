import type { Resume } from '@resumio/resume-model';
import type { GenerateLetterInput } from '@resumio/contract/cover-letters';
import { parseJob } from '../parse/parse-job.ts';
import { type Analysis, analyze } from '../score/analyze.ts';
import { withIndefiniteArticle } from './article.ts';
import { awardItems, languageItems } from './background.ts';
import { type Achievement, rankAchievements } from './evidence.ts';
import { type ShownTerm, shownTerms } from './shown-terms.ts';
import { stripArticle } from './text.ts';
import { looksEnglish } from '../text/looks-english.ts';
import type { RoleSlots } from './templates/index.ts';

/** Everything a letter may say, read once from the resume and the posting. */
export interface LetterPlan {
  resume: Resume;
  analysis: Analysis;
  slots: RoleSlots;
  recipient: string;
  name: string;
  /** The candidate's own title with its article ("a Staff Accountant"), when the resume has one. */
  aTitle?: string;
  terms: ShownTerm[];
  achievements: Achievement[];
  /** "a Bachelor of Science in Accounting from The Ohio State University". */
  education?: string;
  certificates: { name: string; path: string }[];
  languages: string[];
  awards: string[];
  /** The resume's prose reads as English, the letter's language. */
  resumeEnglish: boolean;
  /** The posting reads as English. */
  postingEnglish: boolean;
  /** What the templates are chosen by: the resume, the posting and the variant. */
  seed: string;
}

type Loose = Record<string, unknown>;
const str = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
const entries = (value: unknown): Loose[] =>
  Array.isArray(value) ? value.filter((v): v is Loose => !!v && typeof v === 'object') : [];

/** A role as it reads after "the": no article, no closing punctuation. */
export function cleanRole(text: string): string {
  return stripArticle(text.trim().replace(/\s+/g, ' ')).replace(/[,;:]+$/, '');
}

/** A company as it reads mid-sentence; "Acme Inc." keeps its full stop. */
export function cleanCompany(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[,;:]+$/, '');
}

// A headline such as "Staff Accountant | CPA candidate": the first part is the title.
function candidateTitle(resume: Resume, analysis: Analysis): string | undefined {
  const label = str(resume.basics?.label);
  const position = analysis.terms.view.jobs.find((j) => j.position.trim())?.position ?? '';
  for (const raw of [label, position]) {
    const title = stripArticle(raw.split(/\s+[|·•–—/]\s+|,\s+|\s+-\s+/)[0] ?? '').trim();
    const words = title.split(/\s+/).filter(Boolean);
    if (words.length >= 1 && words.length <= 6 && /^\p{L}/u.test(title) && !/[.!?]$/.test(title))
      return title;
  }
  return undefined;
}

function education(resume: Resume): string | undefined {
  for (const entry of entries(resume.education)) {
    const degree = [str(entry['studyType']), str(entry['area'])].filter(Boolean).join(' in ');
    if (!degree || degree.split(' ').length > 14) continue;
    const institution = str(entry['institution']);
    const phrase = str(entry['studyType']) ? withIndefiniteArticle(degree) : `studies in ${degree}`;
    return institution ? `${phrase} from ${institution}` : phrase;
  }
  return undefined;
}

/** The resume's sentences: its summary and the lines of its work, projects and volunteering. */
export function resumeProse(resume: Resume): string[] {
  const out = [str(resume.basics?.summary)];
  for (const key of ['work', 'projects', 'volunteer'] as const)
    for (const entry of entries((resume as Loose)[key])) {
      out.push(str(entry['summary']), str(entry['description']));
      if (Array.isArray(entry['highlights'])) out.push(...entry['highlights'].map(str));
    }
  return out.filter(Boolean);
}

function certificates(resume: Resume): { name: string; path: string }[] {
  return entries(resume.certificates)
    .map((c, i) => ({ name: str(c['name']), path: `certificates[${i}].name` }))
    .filter((c) => c.name && c.name.length <= 80)
    .slice(0, 3);
}

export function planLetter(resume: Resume, input: GenerateLetterInput): LetterPlan {
  const role = cleanRole(input.jobTitle);
  const company = cleanCompany(input.company);
  const job = { jobDescription: input.jobDescription, jobTitle: role, company };
  const analysis = analyze(resume, job, {}, parseJob(job));
  const name = str(resume.basics?.name);
  // The letter is written in English: a resume in another language lends it names, employers,
  // figures and the posting's terms, never its own sentences, title or degree wording.
  const resumeEnglish = looksEnglish(resumeProse(resume));
  const postingEnglish = looksEnglish([input.jobDescription]);
  const title = resumeEnglish ? candidateTitle(resume, analysis) : undefined;
  const edu = resumeEnglish ? education(resume) : undefined;
  const terms = shownTerms(analysis).map((t) => (resumeEnglish ? t : { ...t, display: t.term }));
  return {
    resume,
    analysis,
    slots: { role, aRole: withIndefiniteArticle(role), company },
    recipient: str(input.hiringManager),
    name,
    ...(title ? { aTitle: withIndefiniteArticle(title) } : {}),
    terms,
    achievements: resumeEnglish ? rankAchievements(analysis, resume) : [],
    ...(edu ? { education: edu } : {}),
    certificates: resumeEnglish ? certificates(resume) : [],
    languages: languageItems(resume),
    awards: resumeEnglish ? awardItems(resume) : [],
    resumeEnglish,
    postingEnglish,
    seed: [input.variant, input.tone, name, role, company].join('\u0001'),
  };
}
