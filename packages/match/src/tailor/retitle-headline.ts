import type { Resume } from '@resumio/resume-model';
import type { ResumeFacts } from '../guard/resume-facts.ts';
import type { Analysis } from '../score/analyze.ts';
import { titleConcepts, titleOverlap } from '../score/title.ts';
import { normalizePhrase } from '../text/tokenize.ts';
import type { TailorChange } from '../types.ts';
import { type HeadlinePlan, credentialParts, headlineText } from './headline.ts';

/** Share of the posting title's words, ranks included, that a headline writes. */
function literal(jobTitle: string, text: string): number {
  const wanted = new Set(normalizePhrase(jobTitle).split(' ').filter(Boolean));
  const has = new Set(normalizePhrase(text).split(' '));
  return wanted.size > 0 ? [...wanted].filter((w) => has.has(w)).length / wanted.size : 0;
}

/**
 * The headline names the posting's title when the resume's most recent job holds that role:
 * in the posting's words, with the parts of its title the resume shows and the credentials the
 * old headline named. Proposed only when it names the posting's title more closely.
 */
export function retitleHeadline(
  resume: Resume,
  analysis: Analysis,
  plan: HeadlinePlan | undefined,
  facts: ResumeFacts,
): TailorChange[] {
  const jobTitle = analysis.job.title;
  const current: unknown = resume.basics?.label;
  if (!plan || !jobTitle || (current !== undefined && typeof current !== 'string')) return [];
  const before = typeof current === 'string' ? current.trim() : '';
  const after = headlineText(plan, before ? credentialParts(before, facts.domains) : []);
  if (normalizePhrase(after) === normalizePhrase(before)) return [];
  const concepts = titleConcepts(jobTitle);
  const gain = titleOverlap(concepts, after) - (before ? titleOverlap(concepts, before) : 0);
  if (gain < 0 || (gain === 0 && literal(jobTitle, after) <= literal(jobTitle, before))) return [];
  const where = plan.job.employer ? ` at ${plan.job.employer}` : '';
  return [
    {
      id: 'retitle-headline:basics.label',
      kind: 'retitle-headline',
      path: 'basics.label',
      before: typeof current === 'string' && current ? current : null,
      after,
      reason: `Your most recent title, "${plan.job.position}"${where}, is the role the posting calls "${jobTitle}": the headline now names it in the posting's words${plan.qualifiers.length > 0 ? `, with the parts of it your resume shows` : ''}, and claims no rank or role your resume does not hold.`,
      keywords: [plan.role, ...plan.qualifiers.map((q) => q.text)],
    },
  ];
}
