import { cx } from '@/components/ui/cx.ts';
import { scoreBand } from '../model/score-band.ts';

export interface ScoreGaugeProps {
  score: number;
  /** The meter's accessible name. */
  label: string;
  size?: 'md' | 'lg';
  /** Dimmed while a newer score is on its way. */
  updating?: boolean;
  className?: string;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A 0–100 score as a ring. It is a meter for assistive technology, with the number and the band
 * ("Strong match") as its text, so the colour never carries the meaning alone.
 */
export function ScoreGauge({ score, label, size = 'lg', updating, className }: ScoreGaugeProps) {
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const band = scoreBand(value);
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value} out of 100, ${band.label.toLowerCase()}`}
      aria-busy={updating || undefined}
      className={cx(
        'relative shrink-0 transition-opacity',
        size === 'lg' ? 'size-36' : 'size-24',
        updating && 'opacity-60',
        className,
      )}
    >
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          className="stroke-slate-200"
        />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
          className={cx(band.stroke, 'transition-[stroke-dashoffset] duration-500')}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex flex-col items-center justify-center leading-none"
      >
        <span
          className={cx(
            'font-bold tabular-nums text-slate-900',
            size === 'lg' ? 'text-4xl' : 'text-2xl',
          )}
        >
          {value}
        </span>
        <span className="mt-1 text-xs font-medium text-slate-600">of 100</span>
      </span>
    </div>
  );
}

/** The band as a badge with its words. */
export function ScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score);
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1',
        band.badge,
        className,
      )}
    >
      {band.label}
    </span>
  );
}
