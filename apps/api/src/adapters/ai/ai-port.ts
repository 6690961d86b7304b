import type { LetterLength, LetterTone, ParagraphAction } from '@resumio/contract/cover-letters';
import type { JobInput } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume-model';

/**
 * The `ai` port: who proposes new wording for a resume. Scores never come from here: the
 * deterministic engine (`@resumio/match`) computes every score, and every proposed text passes the
 * truthfulness guard before a user sees it as a change.
 *
 * Adapters throw `AppError`s with AI_UNAVAILABLE (the service failed or answered nonsense),
 * AI_TIMEOUT (no answer in time) or AI_RATE_LIMITED (the provider refused for load); an aborted
 * signal ends the work without an answer.
 */
export interface AiPort {
  /** `local`: the engine's own rewrites; `model`: an OpenAI-compatible language model. */
  readonly kind: 'local' | 'model';
  /** The configured model's name, for usage records; null for the local engine. */
  readonly modelName: string | null;

  /**
   * New wording for the summary and for the bullets the engine found most relevant to the job.
   * `targets` are the texts to consider, each with the posting's terms it already evidences.
   */
  proposeRewrites(request: RewriteBatchRequest): Promise<RewriteBatchResult>;

  /** One text rewritten for the job, as it is written (for a streamed answer with cancel). */
  streamRewrite(request: RewriteOneRequest): RewriteStream;

  /**
   * A cover letter for the job from the resume's facts, as it is written: plain text, blocks a
   * blank line apart (see the letter prompts for the shape). Absent from adapters that write no
   * letters of their own (the local engine): the deterministic composer writes them then.
   */
  streamLetter?(request: LetterWriteRequest): RewriteStream;

  /** One paragraph of a letter written again (regenerated, shorter or more formal). */
  streamParagraph?(request: ParagraphWriteRequest): RewriteStream;
}

export interface LetterWriteRequest {
  resume: Resume;
  job: JobInput;
  tone: LetterTone;
  length: LetterLength;
  /** Target words of the body. */
  words: number;
  /** The hiring manager's name, when known. */
  recipient: string;
  signal: AbortSignal;
}

export interface ParagraphWriteRequest {
  resume: Resume;
  job: JobInput;
  tone: LetterTone;
  action: ParagraphAction;
  /** The whole letter as plain text, for context. */
  letter: string;
  /** The paragraph to write again. */
  paragraph: string;
  signal: AbortSignal;
}

export interface RewriteTarget {
  /** `basics.summary` or `work[i].highlights[j]` (projects and volunteer alike). */
  path: string;
  text: string;
  /** The posting's terms this text shows already (in the resume's own words or a synonym). */
  keywords: string[];
}

export interface RewriteBatchRequest {
  resume: Resume;
  job: JobInput;
  targets: RewriteTarget[];
  signal: AbortSignal;
}

export interface TextProposal {
  path: string;
  before: string;
  after: string;
  /** Why this wording, in one sentence for the screen. */
  reason: string;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface RewriteBatchResult {
  proposals: TextProposal[];
  usage: TokenUsage;
}

export interface RewriteOneRequest {
  resume: Resume;
  job: JobInput;
  target: RewriteTarget;
  signal: AbortSignal;
}

export interface RewriteStream {
  /** The rewritten text in pieces; ends when the text is complete. */
  textStream: AsyncIterable<string>;
  /** Settles once the stream has ended (zero for the local engine). */
  usage: Promise<TokenUsage>;
}

export const NO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0 };
