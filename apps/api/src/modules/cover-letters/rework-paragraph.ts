import {
  blockText,
  COVER_LETTER_TEXT_MAX,
  type GenerateLetterInput,
  type LetterBlock,
  type LetterContent,
  LetterContentSchema,
  letterText,
  type ParagraphRequest,
  type ParagraphResponse,
  type ParagraphRequestSchema,
} from '@resumio/contract/cover-letters';
import type { Resume } from '@resumio/resume';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { reserveModelRequest } from '../enhancement/ai-usage-repository.ts';
import { askModel } from '../enhancement/ask-model.ts';
import type { CoverLetterDeps } from './cover-letter-deps.ts';
import { findOwnLetter } from './find-own-letter.ts';
import { mergeRuns } from './letter-content.ts';
import { letterFlags, linkedResume } from './letter-flags.ts';
import { settleUsage } from './model-usage.ts';
import { parseModelParagraph } from './parse-model-letter.ts';
import { storedContent } from './to-letter-dto.ts';

type ParagraphInput = z.output<typeof ParagraphRequestSchema>;

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', 'The request is not valid.', [{ path, message }]);

/** The paragraph's text may not grow past what a whole letter holds. */
const PARAGRAPH_TEXT_MAX = COVER_LETTER_TEXT_MAX;

function withBlock(content: LetterContent, index: number, block: LetterBlock): LetterContent {
  return { ...content, body: content.body.map((b, i) => (i === index ? block : b)) };
}

/** The model's version of the paragraph, collected in full (the editor replaces it at once). */
async function modelParagraph(
  deps: CoverLetterDeps,
  userId: string,
  request: {
    resume: Resume;
    input: GenerateLetterInput;
    content: LetterContent;
    block: number;
    action: ParagraphRequest['action'];
  },
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<LetterBlock> {
  const write = deps.ai.streamParagraph!.bind(deps.ai);
  const counted = await reserveModelRequest(deps, userId, deps.ai.modelName ?? 'model');
  const { input, content } = request;
  const stream = await askModel(
    async () =>
      write({
        resume: request.resume,
        job: {
          jobDescription: input.jobDescription,
          jobTitle: input.jobTitle,
          company: input.company,
        },
        tone: input.tone,
        action: request.action,
        letter: letterText(content),
        paragraph: blockText(content.body[request.block]!),
        signal,
      }),
    signal,
  );
  try {
    let text = '';
    await askModel(async () => {
      for await (const piece of stream.textStream) {
        text += piece;
        if (text.length > PARAGRAPH_TEXT_MAX) break;
      }
    }, signal);
    return parseModelParagraph(text.slice(0, PARAGRAPH_TEXT_MAX));
  } finally {
    void settleUsage(deps, counted, stream, log);
  }
}

/**
 * One body paragraph of a saved letter reworked (regenerated, shorter or more formal): by the
 * language model when one is configured, else by the local composer. The paragraph is the one
 * the editor holds now. The result is checked by the truthfulness guard against the letter's
 * resume; its flags come back with it rather than being hidden, as the editor shows them.
 */
export async function reworkParagraph(
  deps: CoverLetterDeps,
  userId: string,
  id: string,
  request: ParagraphInput,
  signal: AbortSignal,
  log: FastifyBaseLogger,
): Promise<ParagraphResponse> {
  const row = await findOwnLetter(deps.db, userId, id);
  const saved = storedContent(row);
  if (request.block >= saved.body.length) {
    throw invalid('block', `The letter has ${saved.body.length} blocks.`);
  }
  const content = withBlock(saved, request.block, {
    type: 'paragraph',
    runs: mergeRuns(request.current),
  });
  const resume = await linkedResume(deps.db, userId, row.linked_resume_id);
  if (!resume && request.action === 'regenerate') {
    throw invalid(
      'action',
      'This letter has no resume to draw on, so the paragraph can only be made shorter or more formal.',
    );
  }
  const input: GenerateLetterInput = {
    resumeId: row.linked_resume_id ?? '',
    jobDescription: row.job_description,
    jobTitle: saved.jobTitle,
    company: saved.company,
    hiringManager: saved.recipientName,
    tone: row.tone as GenerateLetterInput['tone'],
    length: row.length as GenerateLetterInput['length'],
    variant: request.variant,
  };
  const useModel = deps.ai.kind === 'model' && !!deps.ai.streamParagraph && resume !== null;
  const block = useModel
    ? await modelParagraph(
        deps,
        userId,
        { resume, input, content, block: request.block, action: request.action },
        signal,
        log,
      )
    : await deps.compute.run(
        'compose-paragraph',
        {
          resume: resume ?? {},
          letter: input,
          content,
          block: request.block,
          action: request.action,
          variant: request.variant,
        },
        userId,
        signal,
      );
  const next = withBlock(content, request.block, block);
  if (!LetterContentSchema.safeParse(next).success) {
    throw invalid('current', 'The reworked paragraph does not fit in the letter.');
  }
  return {
    block,
    flags: (await letterFlags(deps, userId, resume, next, row.job_description, signal)).filter(
      (flag) => flag.block === request.block,
    ),
    engine: useModel ? 'model' : 'local',
  };
}
