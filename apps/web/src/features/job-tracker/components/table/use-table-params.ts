import type { ListJobsQuery } from '@resumio/contract/jobs';
import { useSearchParams } from 'react-router';
import { type JobSort, parseSort } from '../../model/sort-jobs.ts';
import { useKeepScroll } from '../use-keep-scroll.ts';

export const FILTER_PARAMS = ['q', 'stageId', 'tag', 'source', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_PARAMS)[number];

/**
 * The table's filters and sort live in the address, so a filtered view can be bookmarked, shared
 * between tabs and restored by Back.
 */
export function useTableParams() {
  const [params, setParams] = useSearchParams();
  const keepScroll = useKeepScroll();
  const filters: ListJobsQuery = {};
  for (const key of FILTER_PARAMS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  const sort = parseSort(params.get('sort'), params.get('dir'));

  const edit = (change: (next: URLSearchParams) => void) => {
    keepScroll();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  };

  return {
    filters,
    sort,
    hasFilters: Object.keys(filters).length > 0,
    setFilter(key: FilterKey, value: string) {
      edit((next) => (value ? next.set(key, value) : next.delete(key)));
    },
    clearFilters() {
      edit((next) => FILTER_PARAMS.forEach((key) => next.delete(key)));
    },
    setSort({ key, direction }: JobSort) {
      edit((next) => {
        next.set('sort', key);
        next.set('dir', direction);
      });
    },
  };
}
