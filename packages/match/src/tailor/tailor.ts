import type { Resume } from '@resumio/resume-model';
import { resumeFacts } from '../guard/resume-facts.ts';
import { checkAgainstFacts } from '../guard/truthfulness.ts';
import { parseJob } from '../parse/parse-job.ts';
import { analyze } from '../score/analyze.ts';
import { resultFromAnalysis } from '../score/match.ts';
import type {
  JobInput,
  MatchOptions,
  RejectedChange,
  TailorChange,
  TailorResult,
} from '../types.ts';
import { addSkills } from './add-skills.ts';
import { applyChanges } from './apply-changes.ts';
import { headlinePlan } from './headline.ts';
import { provenSkillIds, unprovenSkills } from './proven-skills.ts';
import { mirrorWording } from './mirror-wording.ts';
import { missingRequirements } from './missing.ts';
import { reorderBullets } from './reorder-bullets.ts';
import { reorderSkills } from './reorder-skills.ts';
import { retitleHeadline } from './retitle-headline.ts';
import { rewriteSummary } from './rewrite-summary.ts';

function proposedText(change: TailorChange): string {
  return Array.isArray(change.after) ? change.after.join('\n') : change.after;
}

/**
 * Local tailoring: reorders, skills the resume already shows, the posting's wording, a headline
 * naming the posting's title for a role the resume holds, and a summary from the resume's own
 * facts. Every change passes the truthfulness guard; missing requirements come back as prompts
 * and are never written in.
 */
export function tailor(
  resume: Resume,
  job: JobInput,
  options: MatchOptions = {},
): TailorResult<Resume> {
  const parsed = parseJob(job);
  const analysis = analyze(resume, job, options, parsed);
  const before = resultFromAnalysis(analysis);
  const facts = resumeFacts(resume, options.now, analysis.terms);
  const headline = headlinePlan(analysis, facts);
  const mirrored = mirrorWording(resume, analysis);
  const proposed = [
    ...retitleHeadline(resume, analysis, headline, facts),
    ...rewriteSummary(resume, analysis, headline),
    ...mirrored,
    ...addSkills(
      resume,
      analysis,
      new Set(mirrored.filter((c) => c.path.startsWith('skills[')).flatMap((c) => c.keywords)),
    ),
    ...reorderSkills(resume, analysis),
    ...reorderBullets(resume, analysis),
  ];
  const changes: TailorChange[] = [];
  const rejected: RejectedChange[] = [];
  const proven = provenSkillIds(analysis.terms);
  for (const change of proposed) {
    const reasons = checkAgainstFacts(facts, proposedText(change)).map((u) => u.reason);
    // A skill the resume names only as a brand or an everyday word is no skill to add.
    const before = typeof change.before === 'string' ? change.before : '';
    if (!Array.isArray(change.after))
      for (const surface of unprovenSkills(proven, change.after, before))
        reasons.push(`The resume never uses "${surface}" as a skill.`);
    if (reasons.length === 0) changes.push(change);
    else rejected.push({ kind: change.kind, path: change.path, reason: reasons.join(' ') });
  }
  const document = applyChanges(
    resume,
    changes,
    changes.map((c) => c.id),
  );
  const after = resultFromAnalysis(analyze(document, job, options, parsed));
  return {
    scoreBefore: before.score,
    scoreAfter: after.score,
    changes,
    missing: missingRequirements(analysis.results),
    rejected,
    document,
  };
}
