import type { TailorResponse } from '@resumio/contract/enhancement';
import type { ResumeDetail } from '@resumio/contract/resumes';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useAiUsage, useTailorScore } from '../api/queries.ts';
import { signedDifference } from '../model/score-band.ts';
import { trackEnhancement } from '../model/track.ts';
import { ChangeCard } from './change-card.tsx';
import { Added, Removed } from './change-diff.tsx';
import { MissingPrompts, RejectedProposals } from './guidance-lists.tsx';
import { LiveScore } from './live-score.tsx';
import { RewriteAction, canRewrite } from './rewrite-action.tsx';
import { SaveCopy } from './save-copy.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import type { JobRequest } from '../model/job-posting.ts';
import type { TailorSelection } from '../api/enhancement-api.ts';

const SCORE_DEBOUNCE_MS = 400;

export interface TailorResultProps {
  resume: ResumeDetail;
  job: JobRequest;
  result: TailorResponse;
  onAnnounce(message: string): void;
}

/** The proposed changes with their decisions, the live score, the prompts, and saving. */
export function TailorResult({ resume, job, result, onAnnounce }: TailorResultProps) {
  const changesHeadingId = useId();
  const [decisions, setDecisions] = useState<Record<string, boolean>>({});
  const isAccepted = (id: string) => decisions[id] !== false;
  const accepted = result.changes.filter((c) => isAccepted(c.id)).map((c) => c.id);
  const total = result.changes.length;
  // Missing requirements the user says are true, in the order the posting lists them.
  const [confirmedTerms, setConfirmedTerms] = useState<ReadonlySet<string>>(new Set());
  const confirmed = result.missing.filter((m) => confirmedTerms.has(m.term)).map((m) => m.term);

  // Known without asking: every change is the tailored score, none is the original.
  const knownScore = (selection: TailorSelection) =>
    selection.confirmed.length > 0
      ? null
      : selection.accepted.length === total
        ? result.scoreAfter
        : selection.accepted.length === 0
          ? result.scoreBefore
          : null;

  const selectionKey = JSON.stringify({ accepted, confirmed });
  const debouncedKey = useDebouncedValue(selectionKey, SCORE_DEBOUNCE_MS);
  const debounced = useMemo(() => JSON.parse(debouncedKey) as TailorSelection, [debouncedKey]);
  const scoreQuery = useTailorScore(resume.id, job, debounced, knownScore(debounced) === null);
  const known = knownScore({ accepted, confirmed });
  const settled = debouncedKey === selectionKey;
  const updating = known === null && (!settled || scoreQuery.isFetching);
  const failed = known === null && settled && scoreQuery.isError;
  const score = known ?? scoreQuery.data?.score ?? knownScore(debounced) ?? result.scoreAfter;

  // Announce each settled score once, not the first one (the tailoring itself announced it).
  const announced = useRef(score);
  // A new result (the panel keys it by request) takes focus from the vanished "Tailor" button,
  // so keyboard and screen-reader users land on the proposals, not on the page's start.
  const changesHeadingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    changesHeadingRef.current?.focus();
  }, []);
  useEffect(() => {
    if (updating || failed || announced.current === score) return;
    announced.current = score;
    onAnnounce(
      `Score with your accepted changes: ${score} out of 100, ${signedDifference(score - result.scoreBefore)} from your original ${result.scoreBefore}.`,
    );
  }, [score, updating, failed, onAnnounce, result.scoreBefore]);

  const usage = useAiUsage(result.changes.some((c) => canRewrite(c.path)));
  const modelAvailable = usage.data?.model === true;

  const decide = (id: string, value: boolean) => {
    const change = result.changes.find((c) => c.id === id);
    setDecisions((current) => ({ ...current, [id]: value }));
    trackEnhancement(value ? 'accept' : 'reject', resume.id, { change_kind: change?.kind });
  };
  const confirm = (term: string, value: boolean) => {
    setConfirmedTerms((current) => {
      const next = new Set(current);
      if (value) next.add(term);
      else next.delete(term);
      return next;
    });
    const item = result.missing.find((m) => m.term === term);
    trackEnhancement(value ? 'confirm' : 'unconfirm', resume.id, { category: item?.category });
  };
  const decideAll = (value: boolean) => {
    setDecisions(Object.fromEntries(result.changes.map((c) => [c.id, value])));
    trackEnhancement(value ? 'accept' : 'reject', resume.id, { scope: 'all', count: total });
  };

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
      {/* Beside the changes on a wide screen, it stays in view (below the site header) while
          they scroll past. On a phone it would cover a fifth of the screen and the buttons it
          scores, so it sits above the changes there; each new score is announced either way. */}
      <div className="self-start lg:sticky lg:top-[4.5rem] lg:z-10 lg:col-start-2 lg:row-start-1">
        <LiveScore
          before={result.scoreBefore}
          score={score}
          updating={updating}
          failed={failed}
          onRetry={() => void scoreQuery.refetch()}
          accepted={accepted.length}
          total={total}
          confirmed={confirmed.length}
        />
      </div>

      <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
        <section aria-labelledby={changesHeadingId}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h3
                id={changesHeadingId}
                ref={changesHeadingRef}
                tabIndex={-1}
                className="text-base font-semibold text-slate-900 focus:outline-none focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Proposed changes ({total})
              </h3>
              {total > 0 ? (
                <p className="mt-1 text-sm text-slate-600">
                  <Removed>Struck-through</Removed> words are removed, <Added>underlined</Added>{' '}
                  words are added.
                </p>
              ) : null}
            </div>
            {total > 1 ? (
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => decideAll(true)}
                  disabled={accepted.length === total}
                >
                  Accept all
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => decideAll(false)}
                  disabled={accepted.length === 0}
                >
                  Reject all
                </Button>
              </div>
            ) : null}
          </div>
          {total === 0 ? (
            <p className="mt-3 rounded-xl bg-slate-50 p-4 text-sm leading-6 text-slate-700">
              There is nothing to change safely: your resume already puts what this posting asks for
              forward. Look at what it does not show yet, below.
            </p>
          ) : (
            <ol className="mt-4 space-y-4">
              {result.changes.map((change) => (
                <li key={change.id}>
                  <ChangeCard
                    change={change}
                    resume={resume.document}
                    accepted={isAccepted(change.id)}
                    onDecide={(value) => decide(change.id, value)}
                    rewrite={
                      modelAvailable &&
                      canRewrite(change.path) &&
                      typeof change.after === 'string' ? (
                        <RewriteAction resumeId={resume.id} job={job} path={change.path} />
                      ) : null
                    }
                  />
                </li>
              ))}
            </ol>
          )}
        </section>

        <MissingPrompts
          missing={result.missing}
          editPath={`/resume?id=${encodeURIComponent(resume.id)}`}
          confirmed={confirmedTerms}
          onConfirm={confirm}
        />
        <RejectedProposals rejected={result.rejected} resume={resume.document} />
        <SaveCopy resume={resume} job={job} accepted={accepted} confirmed={confirmed} />
      </div>
    </div>
  );
}
