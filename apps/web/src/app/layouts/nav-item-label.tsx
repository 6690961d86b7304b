import type { NavBadge, NavItem } from './nav-items.ts';

/** The current value of each badge; null or 0 shows none. */
export type NavCounts = Partial<Record<NavBadge, number | null>>;

const badgeWords: Record<NavBadge, string> = { 'jobs-due': 'due' };

/** Numbers past this read as "99+": the badge says "act", the page says how much. */
const BADGE_MAX = 99;

/** The count an item shows beside its label, or null when it shows none. */
function badgeCount(item: NavItem, counts: NavCounts): number | null {
  const count = item.badge ? counts[item.badge] : null;
  return count && count > 0 ? count : null;
}

/** The link's accessible name: "Job Tracker, 3 due", or just the label without a count. */
export function navItemName(item: NavItem, counts: NavCounts): string {
  const count = badgeCount(item, counts);
  return item.badge && count ? `${item.label}, ${count} ${badgeWords[item.badge]}` : item.label;
}

/**
 * A navigation label with its badge. The badge is drawn for the eye; the link carries the count
 * in its name (see `navItemName`), so it is heard, not only seen as a red dot.
 */
export function NavItemLabel({ item, counts }: { item: NavItem; counts: NavCounts }) {
  const count = badgeCount(item, counts);
  if (!count) return <>{item.label}</>;
  return (
    <span className="inline-flex items-center gap-1.5">
      {item.label}
      <span
        aria-hidden="true"
        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold leading-none text-white"
      >
        {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      </span>
    </span>
  );
}
