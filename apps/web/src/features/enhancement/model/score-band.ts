import { matchBandOf, type MatchBandLabel } from '@resumio/contract/rules';

export interface ScoreBand {
  label: MatchBandLabel;
  /** Tailwind classes for the badge; the label says the same, so colour is never alone. */
  badge: string;
  /** The gauge's stroke colour class. */
  stroke: string;
  bar: string;
}

const LOOKS: Record<MatchBandLabel, Omit<ScoreBand, 'label'>> = {
  'Strong match': {
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    stroke: 'stroke-emerald-600',
    bar: 'bg-emerald-600',
  },
  'Partial match': {
    badge: 'bg-amber-50 text-amber-900 ring-amber-200',
    stroke: 'stroke-amber-500',
    bar: 'bg-amber-500',
  },
  'Weak match': {
    badge: 'bg-rose-50 text-rose-800 ring-rose-200',
    stroke: 'stroke-rose-600',
    bar: 'bg-rose-600',
  },
};

/** The engine's band for a score (the same words its summary uses), with its colours. */
export function scoreBand(score: number): ScoreBand {
  const label = matchBandOf(score);
  return { label, ...LOOKS[label] };
}

/** "+12", "−3" or "±0", with a real minus sign. */
export function signedDifference(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return '±0';
}
