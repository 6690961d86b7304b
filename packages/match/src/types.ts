// Plain shapes of the engine's inputs and outputs. The contract package mirrors them in zod, so
// they stay free of classes, functions and library types.

export type Importance = 'required' | 'preferred';

export type RequirementCategory =
  'skill' | 'tool' | 'certification' | 'degree' | 'experience' | 'language' | 'soft-skill';

export interface JobInput {
  jobDescription: string;
  jobTitle?: string;
  company?: string;
}

export interface MatchOptions {
  /**
   * The reference date for "recent" and for open-ended jobs (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`):
   * callers pass the server's date, and a current job runs to it. Without it, today's date.
   */
  now?: string;
}

export interface JobRequirement {
  /** Stable identity: `skill:kubernetes`, `degree:bachelor`, `experience:years`, `term:month end close`. */
  key: string;
  /** Display name: the canonical name, or the posting's words for a term outside the dictionary. */
  term: string;
  category: RequirementCategory;
  importance: Importance;
  /** The posting's sentence that asked for it (the first one with the final importance). */
  sentence: string;
  /** The heading the sentence sat under, when there was one. */
  section?: string;
  /** The posting's own spelling, such as `K8s` for Kubernetes. */
  surface: string;
  /** How many times the posting names it. */
  mentions: number;
  /** Years asked, for `experience`. */
  years?: number;
  /** 1 associate, 2 bachelor, 3 master, 4 doctorate, for `degree`. */
  level?: number;
  /** Other terms the posting accepts instead ("Go or Java"): any one of them satisfies this. */
  alternatives?: string[];
  /** `dictionary` for curated terms, `phrase` for repeated or listed noun phrases, `pattern` for years and degrees. */
  source: 'dictionary' | 'phrase' | 'pattern';
}

export interface ParsedJob {
  title?: string;
  requirements: JobRequirement[];
}

export interface Evidence {
  /** `work`, `skills`, `summary`, `projects`, `education`, `certificates`, `languages`, `volunteer`, `awards`, `label`. */
  section: string;
  /** Where in the document, such as `work[0].highlights[2]`. */
  path: string;
  /** The resume's exact text that shows the requirement. */
  text: string;
}

export interface MatchKeyword {
  term: string;
  importance: Importance;
  category: RequirementCategory;
  found: boolean;
  /** For a term not shown whose alternative is ("Go or Java"): the alternative the resume shows. */
  satisfiedBy?: string;
  evidence: Evidence[];
}

export interface MatchComponent {
  name: string;
  /** 0–100. */
  score: number;
  /** Share of the overall score; the weights of one result sum to 1. */
  weight: number;
  explanation: string;
}

export interface MatchResult {
  /** 0–100. */
  score: number;
  summary: string;
  components: MatchComponent[];
  keywords: MatchKeyword[];
  /** When the resume and the posting are in different languages: what the score can see. */
  languageNote?: string;
}

export type ChangeKind =
  | 'reorder-bullets'
  | 'reorder-skills'
  | 'add-skill'
  | 'rewrite-summary'
  | 'mirror-wording'
  | 'retitle-headline';

export interface TailorChange {
  /** Deterministic: the same resume and posting give the same ids. */
  id: string;
  kind: ChangeKind;
  /** Where the change applies, such as `work[1].highlights` or `skills[2].keywords`. */
  path: string;
  /** Text or list before the change; null when the change adds something new. */
  before: string | string[] | null;
  after: string | string[];
  reason: string;
  /** The posting's terms this change brings forward. */
  keywords: string[];
}

export interface MissingRequirement {
  term: string;
  importance: Importance;
  category: RequirementCategory;
  /** An "only add if true" prompt: missing requirements are never written into the resume. */
  prompt: string;
}

export interface RejectedChange {
  kind: ChangeKind;
  path: string;
  reason: string;
}

export interface TailorResult<R> {
  scoreBefore: number;
  scoreAfter: number;
  changes: TailorChange[];
  missing: MissingRequirement[];
  /** Changes the truthfulness guard turned down, with why. */
  rejected: RejectedChange[];
  /** The resume with every change applied. */
  document: R;
}

export type UnsupportedFactKind =
  | 'skill'
  | 'tool'
  | 'certification'
  | 'language'
  | 'employer'
  | 'title'
  | 'degree'
  | 'date'
  | 'number'
  | 'name';

export interface UnsupportedFact {
  kind: UnsupportedFactKind;
  /** The proposed text's words that the resume does not support. */
  text: string;
  reason: string;
}
