import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cx } from '@/components/ui/cx.ts';
import { plural } from '@/lib/plural.ts';
import { signedDifference } from '../model/score-band.ts';
import { ScoreGauge } from './score-gauge.tsx';

export interface LiveScoreProps {
  before: number;
  score: number;
  updating: boolean;
  failed: boolean;
  onRetry(): void;
  accepted: number;
  total: number;
  /** Missing requirements the user confirmed having. */
  confirmed?: number;
}

/** The score with only the accepted changes, against the original. */
export function LiveScore({
  before,
  score,
  updating,
  failed,
  onRetry,
  accepted,
  total,
  confirmed = 0,
}: LiveScoreProps) {
  const headingId = useId();
  const difference = score - before;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-sm backdrop-blur sm:p-5"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900 sm:text-base">
        Score with your accepted changes
      </h3>
      <div className="mt-2 flex items-center gap-4 sm:mt-3">
        <ScoreGauge
          score={score}
          size="md"
          label="Score with your accepted changes"
          updating={updating}
          className="hidden sm:block"
        />
        <div className="min-w-0 text-sm text-slate-600">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span
              className={cx(
                'text-2xl font-bold tabular-nums sm:hidden',
                updating ? 'text-slate-500' : 'text-slate-900',
              )}
            >
              {score}
              <span className="text-sm font-medium text-slate-600">/100</span>
            </span>
            <span
              className={cx(
                'font-semibold tabular-nums',
                difference > 0
                  ? 'text-emerald-800'
                  : difference < 0
                    ? 'text-rose-800'
                    : 'text-slate-700',
                'text-base sm:text-xl',
              )}
            >
              {signedDifference(difference)}
              <span className="sr-only"> points</span>
            </span>
            <span>from your original {before}</span>
          </p>
          <p className="mt-1">
            {accepted} of {total} {total === 1 ? 'change' : 'changes'} accepted
            {confirmed > 0 ? `, ${plural(confirmed, 'requirement')} you confirmed` : ''}
          </p>
          {updating ? <p className="mt-1 font-medium text-slate-700">Updating the score…</p> : null}
          {failed && !updating ? (
            <p className="mt-1 text-rose-800">
              The score did not update.{' '}
              <Button
                size="sm"
                variant="ghost"
                className="min-h-0 px-1 py-0 underline"
                onClick={onRetry}
              >
                Try again
              </Button>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
