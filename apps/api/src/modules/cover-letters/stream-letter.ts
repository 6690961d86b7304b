import {
  type AddressedRequirement,
  bodyWordCount,
  COVER_LETTER_TEXT_MAX,
  type GeneratedLetter,
  type GenerateLetterInput,
  LetterContentSchema,
  type LetterStreamEvent,
  letterLengthWords,
  letterText,
} from '@resumio/contract/cover-letters';
import { enhancementErrorMessages } from '@resumio/contract/enhancement';
import type { Resume } from '@resumio/resume';
import type { FastifyBaseLogger } from 'fastify';
import type { RewriteStream } from '../../adapters/ai/ai-port.ts';
import { type ModelRequest, reserveModelRequest } from '../enhancement/ai-usage-repository.ts';
import { asAiError, askModel } from '../enhancement/ask-model.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { letterFlags, requireOwnResume } from './letter-flags.ts';
import { composeInPool } from './compose-in-pool.ts';
import { settleUsage } from './model-usage.ts';
import { parseModelLetter } from './parse-model-letter.ts';

/** A model that runs on past this is stopped: no letter holds more, and it costs tokens. */
const MODEL_TEXT_MAX = Math.round(COVER_LETTER_TEXT_MAX * 1.1);

interface ModelRun {
  userId: string;
  resume: Resume;
  jobDescription: string;
  local: GeneratedLetter;
  stream: RewriteStream;
  pieces: AsyncIterator<string>;
  first: IteratorResult<string>;
  counted: ModelRequest;
}

/**
 * A letter as it is written (Premium; the route checks the plan). With a language model, its
 * pieces as they come, then the letter read into the contract's shape, validated and checked
 * by the truthfulness guard; without one, the local engine's letter a block at a time. What can
 * fail before the first piece (the resume, the daily limit, the model refusing to start) throws,
 * so the route answers a JSON error with its status; afterwards an `error` event says it.
 * `signal` ends the model call when the client goes away.
 */
export async function streamLetter(
  deps: CoverLetterDeps,
  userId: string,
  input: GenerateLetterInput,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<AsyncGenerator<LetterStreamEvent>> {
  const resume = await requireOwnResume(deps.db, userId, input.resumeId);
  // The local letter gives the date, and the requirements a model's letter may address.
  const local = await composeInPool(deps, userId, resume, input, signal);
  const write = deps.ai.kind === 'model' ? deps.ai.streamLetter?.bind(deps.ai) : undefined;
  if (!write) return localEvents(local, signal);

  const counted = await reserveModelRequest(deps, userId, deps.ai.modelName ?? 'model');
  const stream = await askModel(
    async () =>
      write({
        resume,
        job: {
          jobDescription: input.jobDescription,
          jobTitle: input.jobTitle,
          company: input.company,
        },
        tone: input.tone,
        length: input.length,
        words: letterLengthWords[input.length],
        recipient: input.hiringManager ?? '',
        signal,
      }),
    signal,
  );
  const pieces = stream.textStream[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await askModel(() => pieces.next(), signal);
  } catch (error) {
    void settleUsage(deps, counted, stream, log);
    throw error;
  }
  return modelEvents(
    deps,
    {
      userId,
      resume,
      jobDescription: input.jobDescription,
      local,
      stream,
      pieces,
      first,
      counted,
    },
    signal,
    log,
  );
}

/** The local letter in the pieces a model would send: greeting, each block, closing, name. */
async function* localEvents(
  letter: GeneratedLetter,
  signal: AbortSignal,
): AsyncGenerator<LetterStreamEvent> {
  for (const piece of letterText(letter.content).split(/(?<=\n\n)/u)) {
    if (signal.aborted) return;
    yield { type: 'delta', text: piece };
  }
  yield { type: 'done', letter };
}

// Words with the marks that belong to them ("c++", "20%", "k8s"), without a closing full stop.
const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.%-]*/gu) ?? []).map((word) =>
    word.replace(/[.-]+$/u, ''),
  );

/**
 * The requirements of the local plan that the model's letter speaks to: it names the term, or
 * tells the resume line that proves it (most of that line's words are in the letter).
 */
function addressedIn(text: string, addressed: AddressedRequirement[]): AddressedRequirement[] {
  const folded = text.toLowerCase();
  const present = new Set(words(text));
  return addressed.filter((requirement) => {
    if (folded.includes(requirement.term.toLowerCase())) return true;
    const evidence = words(requirement.evidence).filter((word) => word.length > 2);
    const found = evidence.filter((word) => present.has(word)).length;
    return evidence.length > 0 && found / evidence.length >= 0.7;
  });
}

async function* modelEvents(
  deps: CoverLetterDeps,
  run: ModelRun,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): AsyncGenerator<LetterStreamEvent> {
  const { pieces, local } = run;
  let text = '';
  try {
    for (let next = run.first; !next.done; next = await pieces.next()) {
      if (typeof next.value !== 'string' || next.value === '') continue;
      text += next.value;
      yield { type: 'delta', text: next.value };
      if (text.length > MODEL_TEXT_MAX) break;
    }
    const parsed = LetterContentSchema.safeParse(
      parseModelLetter(text, {
        date: local.content.date,
        company: local.content.company,
        jobTitle: local.content.jobTitle,
        recipientName: local.content.recipientName,
        name: local.content.signature,
      }),
    );
    if (!parsed.success) {
      log.warn(
        { issues: parsed.error.issues.slice(0, 3).map((issue) => issue.path.join('.')) },
        'the model wrote a letter that does not fit the contract',
      );
      yield {
        type: 'error',
        code: 'AI_UNAVAILABLE',
        message: enhancementErrorMessages.AI_UNAVAILABLE,
      };
      return;
    }
    const content = parsed.data;
    const flags = await letterFlags(
      deps,
      run.userId,
      run.resume,
      content,
      run.jobDescription,
      signal,
    );
    yield {
      type: 'done',
      letter: {
        content,
        addressed: addressedIn(letterText(content), local.addressed),
        flags,
        wordCount: bodyWordCount(content),
        engine: 'model',
      },
    };
  } catch (error) {
    // Nobody is listening once the client has gone.
    if (signal.aborted) return;
    const failure = asAiError(error, signal);
    log.warn({ err: error, code: failure.code }, 'cover letter stream failed');
    yield { type: 'error', code: failure.code, message: failure.message };
  } finally {
    await pieces.return?.().catch(() => undefined);
    await settleUsage(deps, run.counted, run.stream, log);
  }
}
