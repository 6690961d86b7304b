import type { RewriteOneRequest, RewriteStream } from '../ai-port.ts';
import type { ModelContext } from './model-context.ts';
import { singleSystemPrompt, singleUserPrompt } from './rewrite-prompts.ts';
import { streamModelText } from './stream-text.ts';

/** One text rewritten as the model writes it (see {@link streamModelText} for how it ends). */
export function streamRewrite(context: ModelContext, request: RewriteOneRequest): RewriteStream {
  return streamModelText(context, {
    operation: 'rewrite stream',
    system: singleSystemPrompt(),
    prompt: singleUserPrompt(request.resume, request.job, request.target),
    signal: request.signal,
  });
}
