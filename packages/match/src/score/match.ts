import type { Resume } from '@resumio/resume-model';
import type {
  Evidence,
  JobInput,
  MatchKeyword,
  MatchOptions,
  MatchResult,
  ParsedJob,
} from '../types.ts';
import { type Analysis, analyze } from './analyze.ts';
import { bandOf } from './bands.ts';
import { LANGUAGE_NAMES } from '../text/detect-language.ts';
import { buildComponents, overallScore } from './components.ts';

const MAX_EVIDENCE = 3;

function keywords(analysis: Analysis): MatchKeyword[] {
  return analysis.results.map((r) => {
    const evidence: Evidence[] = [];
    const seen = new Set<string>();
    for (const e of r.evidence) {
      if (seen.has(e.unit.unit.path) || evidence.length >= MAX_EVIDENCE) continue;
      seen.add(e.unit.unit.path);
      evidence.push({
        section: e.unit.unit.section,
        path: e.unit.unit.path,
        text: e.unit.unit.text,
      });
    }
    return {
      term: r.req.term,
      importance: r.req.importance,
      category: r.req.category,
      found: r.found,
      ...(r.satisfiedBy ? { satisfiedBy: r.satisfiedBy } : {}),
      evidence,
    };
  });
}

function summarize(score: number, analysis: Analysis): string {
  const required = analysis.results.filter(
    (r) => r.req.importance === 'required' && !r.satisfiedBy,
  );
  const found = required.filter((r) => r.found).length;
  const missing = required.filter((r) => !r.found).map((r) => r.req.term);
  const band = bandOf(score);
  if (required.length === 0) return `${band} (${score}/100): the posting states no required terms.`;
  const gap =
    missing.length === 0
      ? 'every required term is shown'
      : `missing ${missing.slice(0, 2).join(' and ')}${missing.length > 2 ? ` and ${missing.length - 2} more` : ''}`;
  return `${band} (${score}/100): the resume shows ${found} of ${required.length} required terms; ${gap}.`;
}

/**
 * A resume and a posting in different languages share product names and little else: the
 * note says so, so a low score is not read as a poor fit.
 */
function languageNote({ resumeLanguage, postingLanguage }: Analysis): string | undefined {
  if (!resumeLanguage || !postingLanguage || resumeLanguage === postingLanguage) return undefined;
  const resume = LANGUAGE_NAMES[resumeLanguage];
  const posting = LANGUAGE_NAMES[postingLanguage];
  return `Your resume is written in ${resume} and the posting in ${posting}. The score finds skills, tools, degrees and dates across the two languages, but it cannot compare duties and achievements written in ${resume} with the posting's ${posting}, so it reads lower than a reader of both languages would judge. A resume in ${posting} gives a fair score.`;
}

export function resultFromAnalysis(analysis: Analysis): MatchResult {
  const components = buildComponents(analysis);
  const score = overallScore(components);
  const note = languageNote(analysis);
  return {
    score,
    summary: summarize(score, analysis),
    components,
    keywords: keywords(analysis),
    ...(note ? { languageNote: note } : {}),
  };
}

/** Scores a resume against a job posting. Pure: the same input gives the same output. */
export function match(
  resume: Resume,
  job: JobInput,
  options: MatchOptions = {},
  parsed?: ParsedJob,
): MatchResult {
  return resultFromAnalysis(analyze(resume, job, options, parsed));
}
