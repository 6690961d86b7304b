import type { JobInput } from '@resumio/contract/enhancement';
import { tailor, type TailorResult } from '@resumio/match';
import type { Resume } from '@resumio/resume';
import { type AiPort, NO_USAGE, type RewriteOneRequest, type RewriteStream } from '../ai-port.ts';

/** The engine's tailoring; the app runs it in a compute thread, off the event loop. */
export type EngineTailor = (
  resume: Resume,
  job: JobInput,
  signal: AbortSignal,
) => Promise<TailorResult<Resume>>;

const inThisThread: EngineTailor = async (resume, job) => tailor(resume, job);

/**
 * The `ai` port without a language model: everything stays on this server. The engine already
 * writes a summary from the resume's own facts and the posting's wording into bullets as part of
 * tailoring, so there is nothing further to propose; a streamed rewrite is the engine's own text
 * for that place, or the text as it is when the engine has nothing to change there.
 */
export function createLocalAi(engineTailor: EngineTailor = inThisThread): AiPort {
  return {
    kind: 'local',
    modelName: null,
    async proposeRewrites() {
      return { proposals: [], usage: NO_USAGE };
    },
    streamRewrite(request: RewriteOneRequest): RewriteStream {
      return {
        textStream: wordByWord(engineWording(engineTailor, request), request.signal),
        usage: Promise.resolve(NO_USAGE),
      };
    },
  };
}

/** The engine's rewrite of the target (summary or posting's wording), else the text unchanged. */
async function engineWording(
  engineTailor: EngineTailor,
  { resume, job, target, signal }: RewriteOneRequest,
): Promise<string> {
  const change = (await engineTailor(resume, job, signal)).changes.find(
    (c) =>
      c.path === target.path &&
      (c.kind === 'rewrite-summary' || c.kind === 'mirror-wording') &&
      typeof c.after === 'string',
  );
  return typeof change?.after === 'string' ? change.after : target.text;
}

/**
 * Streams a text a word at a time (each word with the spaces after it), as a model would, so the
 * screen behaves the same with either adapter; the pieces join to the text exactly.
 */
async function* wordByWord(wording: Promise<string>, signal: AbortSignal): AsyncGenerator<string> {
  const text = await wording;
  for (const piece of text.split(/(?<=\s)(?=\S)/)) {
    if (signal.aborted || piece === '') return;
    yield piece;
  }
}
