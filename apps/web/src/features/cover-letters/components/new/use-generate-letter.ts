import type { GeneratedLetter } from '@resumio/contract/cover-letters';
import { useRef, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { ApiError } from '@/lib/api-error.ts';
import { useCreateCoverLetter } from '../../api/create-cover-letter.ts';
import { GENERATE_FAILED, streamGeneratedLetter } from '../../api/generate-stream.ts';
import { type NewLetterForm, toCreateRequest, toGenerateRequest } from '../../model/new-letter.ts';
import { trackLetterAction } from '../../model/track.ts';

export type GenerationState =
  | { phase: 'idle' }
  /** Being written; `text` is what has arrived so far (a language model streams it). */
  | { phase: 'writing'; text: string }
  /** Written; being saved as the user's letter (no longer cancellable). */
  | { phase: 'saving'; text: string }
  | { phase: 'failed'; error: unknown };

/**
 * Writes a letter for the form, streamed as it is written, then saves it as the user's letter
 * and hands over its id. Cancelling stops the writing; nothing is saved then. `generate`
 * resolves with the error when it failed, for the form to place under its fields.
 */
export function useGenerateLetter(onCreated: (id: string) => void) {
  const { getAccessToken } = useAuth();
  const create = useCreateCoverLetter();
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  const write = async (form: NewLetterForm, signal: AbortSignal): Promise<GeneratedLetter> => {
    let text = '';
    const events = streamGeneratedLetter({
      request: toGenerateRequest(form),
      token: await getAccessToken(),
      signal,
    });
    for await (const event of events) {
      if (event.type === 'delta') {
        text += event.text;
        setState({ phase: 'writing', text });
      } else if (event.type === 'done') {
        return event.letter;
      } else {
        throw new ApiError({ message: event.message, code: event.code, status: 200 });
      }
    }
    throw new ApiError({ message: GENERATE_FAILED, code: 'INVALID_RESPONSE', status: 200 });
  };

  const generate = async (form: NewLetterForm): Promise<unknown> => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'writing', text: '' });
    try {
      const letter = await write(form, controller.signal);
      if (controller.signal.aborted) return null;
      trackLetterAction('generate', undefined, {
        engine: letter.engine,
        tone: form.tone,
        length: form.length,
        words: letter.wordCount,
        flags: letter.flags.length,
      });
      setState((current) => ({
        phase: 'saving',
        text: current.phase === 'writing' ? current.text : '',
      }));
      const created = await create.mutateAsync(toCreateRequest(form, letter));
      onCreated(created.id);
      return null;
    } catch (error) {
      if (controller.signal.aborted) return null;
      setState({ phase: 'failed', error });
      return error;
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  return {
    state,
    busy: state.phase === 'writing' || state.phase === 'saving',
    generate,
    cancel() {
      if (state.phase !== 'writing') return;
      running.current?.abort();
      running.current = null;
      setState({ phase: 'idle' });
    },
  };
}
