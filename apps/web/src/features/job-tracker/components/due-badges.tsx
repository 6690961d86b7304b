import { cx } from '@/components/ui/cx.ts';
import { ClockIcon } from '@/components/ui/icons.tsx';
import type { DueBadge } from '../model/due.ts';

export function DueBadges({ badges }: { badges: readonly DueBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Due">
      {badges.map((badge) => (
        <li
          key={badge.kind}
          className={cx(
            'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold',
            badge.overdue ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
          )}
        >
          <ClockIcon />
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
