import { type RewriteEvent, RewriteEventSchema } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import type { DialectName } from '@resumio/db';
import type { LightMyRequestResponse } from 'fastify';
import type {
  AiPort,
  RewriteBatchRequest,
  RewriteOneRequest,
  TextProposal,
  TokenUsage,
} from '../../src/adapters/ai/ai-port.ts';
import { BACKEND_POSTING, backendResume } from '@resumio/match/testing';
import { buildBillingTestApp } from '../billing/support.ts';
import { resumeDocument, type ResumeTestApp } from '../resumes/support.ts';

export {
  call,
  createViaApi,
  newUser,
  storedRow,
  type ResumeTestApp,
  type SignedInUser,
} from '../resumes/support.ts';

/** A posting the engine reads well: required and preferred terms, years, synonyms. */
export const POSTING = BACKEND_POSTING;

export const JOB = { jobDescription: POSTING, jobTitle: 'Backend Engineer', company: 'Quillpay' };

/** A resume that shows most of the posting, some of it in other words (Golang, K8s, Postgres). */
export function engineerResume(overrides: { summary?: string } = {}): Resume {
  const base = resumeDocument({ title: 'Engineering resume', name: 'Ana Ruiz' });
  return {
    ...base,
    ...backendResume,
    basics: {
      ...base.basics,
      ...backendResume.basics,
      summary: overrides.summary ?? backendResume.basics!.summary,
    },
  };
}

/** How the fake answers one streamed rewrite. */
export interface FakeStream {
  pieces: string[];
  /** Throw this after that many pieces (0: before the first). */
  failAfter?: { pieces: number; error: unknown };
  /** After the pieces, wait until the request's signal aborts (a model that keeps going). */
  hang?: boolean;
}

/**
 * A language model for tests: answers what the test sets, records what it was asked and the
 * signals it was given, and reports token usage like a real adapter.
 */
export class FakeModel implements AiPort {
  readonly kind = 'model' as const;
  readonly modelName = 'fake-model';
  usage: TokenUsage = { inputTokens: 120, outputTokens: 40 };
  propose: (request: RewriteBatchRequest) => TextProposal[] = () => [];
  failWith: unknown = undefined;
  stream: FakeStream = { pieces: [] };
  readonly batches: RewriteBatchRequest[] = [];
  readonly rewrites: RewriteOneRequest[] = [];

  reset(): void {
    this.propose = () => [];
    this.failWith = undefined;
    this.stream = { pieces: [] };
    this.batches.length = 0;
    this.rewrites.length = 0;
  }

  async proposeRewrites(request: RewriteBatchRequest) {
    this.batches.push(request);
    if (this.failWith !== undefined) throw this.failWith;
    return { proposals: this.propose(request), usage: this.usage };
  }

  streamRewrite(request: RewriteOneRequest) {
    this.rewrites.push(request);
    const { pieces, failAfter, hang } = this.stream;
    const usage = this.usage;
    async function* textStream(): AsyncGenerator<string> {
      for (let i = 0; i < pieces.length; i++) {
        if (failAfter?.pieces === i) throw failAfter.error;
        yield pieces[i]!;
      }
      if (failAfter?.pieces === pieces.length) throw failAfter.error;
      if (hang) {
        await new Promise<void>((resolve) => {
          if (request.signal.aborted) resolve();
          else request.signal.addEventListener('abort', () => resolve(), { once: true });
        });
      }
    }
    return { textStream: textStream(), usage: Promise.resolve(usage) };
  }
}

/** The API with test sign-in and, when given, a fake language model instead of the engine. */
export function buildEnhancementTestApp(
  dialect: DialectName,
  { env = {}, ai }: { env?: Record<string, string>; ai?: AiPort } = {},
): Promise<ResumeTestApp> {
  return buildBillingTestApp(dialect, env, undefined, ai ? { ai } : {});
}

/** The events of a `text/event-stream` body, each checked against the contract. */
export function parseEvents(body: string): RewriteEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      if (!block.startsWith('data: ')) throw new Error(`not an SSE data line: ${block}`);
      return RewriteEventSchema.parse(JSON.parse(block.slice('data: '.length)));
    });
}

/** Status and body in one message, for assertions that say what came back. */
export function described(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${res.body.slice(0, 500)}`;
}
