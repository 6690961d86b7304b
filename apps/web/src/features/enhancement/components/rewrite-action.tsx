import { errorStatus, isErrorCode } from '@resumio/contract';
import { RewriteRequestSchema } from '@resumio/contract/enhancement';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ApiError } from '@/lib/api-error.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { streamRewrite } from '../api/rewrite-stream.ts';
import { describeError, type ErrorView } from '../model/describe-error.ts';
import { trackEnhancement } from '../model/track.ts';
import { ErrorPanel } from './status-panels.tsx';
import type { JobRequest } from '../model/job-posting.ts';

/** Paths the rewrite endpoint takes: the summary and single bullets. */
export function canRewrite(path: string): boolean {
  return RewriteRequestSchema.shape.path.safeParse(path).success;
}

type State =
  | { status: 'idle'; cancelled?: boolean }
  | { status: 'streaming'; text: string }
  | {
      status: 'done';
      after: string;
      accepted: boolean;
      problems: Array<{ kind: string; text: string; reason: string }>;
    }
  | { status: 'error'; error: ErrorView };

export interface RewriteActionProps {
  resumeId: string;
  job: JobRequest;
  path: string;
}

/**
 * "Rewrite with AI": the language model's wording for one text, streamed into the card, with a
 * Cancel button. The result is a suggestion to copy: the tailored copy takes the proposals above.
 */
export function RewriteAction({ resumeId, job, path }: RewriteActionProps) {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<State>({ status: 'idle' });
  const [copied, setCopied] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setCopied(false);
    setState({ status: 'streaming', text: '' });
    trackEnhancement('rewrite', resumeId);
    try {
      const token = await getAccessToken();
      for await (const event of streamRewrite({
        resumeId,
        job,
        path,
        token,
        signal: abort.signal,
      })) {
        if (event.type === 'delta') {
          setState((s) => (s.status === 'streaming' ? { ...s, text: s.text + event.text } : s));
        } else if (event.type === 'done') {
          setState({
            status: 'done',
            after: event.after,
            accepted: event.accepted,
            problems: event.problems,
          });
          return;
        } else {
          setState({
            status: 'error',
            error: describeError(
              new ApiError({
                message: event.message,
                code: event.code,
                status: isErrorCode(event.code) ? errorStatus[event.code] : 500,
              }),
              'rewrite this text',
            ),
          });
          return;
        }
      }
      if (!abort.signal.aborted) {
        setState({
          status: 'error',
          error: describeError(
            new Error('The answer ended early. Try again.'),
            'rewrite this text',
          ),
        });
      }
    } catch (reason) {
      if (abort.signal.aborted) return;
      setState({ status: 'error', error: describeError(reason, 'rewrite this text') });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'idle', cancelled: true });
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      {state.status === 'streaming' ? (
        <Button size="sm" variant="secondary" onClick={cancel}>
          Cancel
        </Button>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => void start()} className="-ml-3">
          {state.status === 'done' ? 'Try another AI wording' : 'Rewrite with AI'}
        </Button>
      )}
      {state.status === 'idle' && state.cancelled ? (
        <p className="mt-2 text-sm text-slate-600">Rewrite cancelled.</p>
      ) : null}
      <div aria-live="polite" aria-busy={state.status === 'streaming'}>
        {state.status === 'streaming' ? (
          <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm leading-6 text-slate-800">
            {state.text || <span className="text-slate-500">Writing…</span>}
            <span aria-hidden="true" className="ml-0.5 inline-block w-2 motion-safe:animate-pulse">
              ▍
            </span>
          </p>
        ) : null}
        {state.status === 'done' && state.accepted ? (
          <div className="mt-2 rounded-xl border border-brand-200 bg-brand-50/50 p-3 text-sm">
            <p className="font-semibold text-slate-900">AI suggestion</p>
            <p className="mt-1 leading-6 text-slate-800">{state.after}</p>
            <p className="mt-2 text-slate-600">
              Checked against your resume. To use it, copy it into your tailored copy in the editor;
              saving takes the proposal above.
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() => void copy(state.after)}
            >
              {copied ? 'Copied' : 'Copy text'}
            </Button>
          </div>
        ) : null}
        {state.status === 'done' && !state.accepted ? (
          <div className="mt-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">The truthfulness guard turned this wording down</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {state.problems.map((problem, index) => (
                <li key={index}>
                  “{problem.text}”: {problem.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {state.status === 'error' ? (
        <ErrorPanel error={state.error} onRetry={() => void start()} className="mt-2" />
      ) : null}
    </div>
  );
}
