import { cx } from '@/components/ui/cx.ts';
import { priorityLabels } from '../model/labels.ts';
import type { JobPriority } from '../model/types.ts';

const tones: Record<JobPriority, string> = {
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-slate-200 bg-slate-50 text-slate-700',
  low: 'border-slate-200 bg-white text-slate-600',
};

/** The word carries the meaning; the colour only repeats it. */
export function PriorityBadge({ priority }: { priority: JobPriority }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium',
        tones[priority],
      )}
    >
      {priorityLabels[priority]} <span className="sr-only">priority</span>
    </span>
  );
}
