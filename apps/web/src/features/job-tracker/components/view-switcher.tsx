import { Link } from 'react-router';
import { cx } from '@/components/ui/cx.ts';
import type { TrackerView } from '../model/view.ts';

/** Where the analytics of the search live (its own page). */
export const ANALYTICS_PATH = '/job-tracker/analytics';

const VIEWS: ReadonlyArray<{ id: TrackerView; label: string }> = [
  { id: 'board', label: 'Board' },
  { id: 'table', label: 'Table' },
  { id: 'agenda', label: 'Agenda' },
];

const itemClasses =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** The views are addresses (`?view=`), so they are links: bookmarkable, and Back returns. */
export function ViewSwitcher({ view }: { view: TrackerView }) {
  return (
    <nav aria-label="Tracker views">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1">
        {VIEWS.map(({ id, label }) => {
          const active = id === view;
          return (
            <li key={id}>
              <Link
                to={{ search: `?view=${id}` }}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  itemClasses,
                  active
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'text-slate-700 hover:bg-white hover:text-slate-900',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={ANALYTICS_PATH}
            className={cx(itemClasses, 'text-slate-700 hover:bg-white hover:text-slate-900')}
          >
            Analytics
          </Link>
        </li>
      </ul>
    </nav>
  );
}
