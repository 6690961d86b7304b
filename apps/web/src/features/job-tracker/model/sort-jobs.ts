import type { JobApplication } from '@resumio/contract/jobs';

export const sortKeys = [
  'company',
  'role',
  'stage',
  'applied',
  'deadline',
  'followUp',
  'updated',
] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'asc' | 'desc';

export interface JobSort {
  key: SortKey;
  direction: SortDirection;
}

export const DEFAULT_SORT: JobSort = { key: 'updated', direction: 'desc' };

const TEXT_KEYS = new Set<SortKey>(['company', 'role']);
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

type Value = string | number | null;

function valueOf(job: JobApplication, key: SortKey, stageOrder: Map<string, number>): Value {
  switch (key) {
    case 'company':
      return job.company;
    case 'role':
      return job.role;
    case 'stage':
      return stageOrder.get(job.stageId) ?? Number.MAX_SAFE_INTEGER;
    case 'applied':
      return job.appliedOn;
    case 'deadline':
      return job.deadlineOn;
    case 'followUp':
      return job.followUpOn;
    case 'updated':
      return job.updatedAt;
  }
}

/** Sorted by one column; empty values go last whichever the direction, ties by company. */
export function sortJobs(
  jobs: readonly JobApplication[],
  sort: JobSort,
  stageIds: readonly string[],
): JobApplication[] {
  const stageOrder = new Map(stageIds.map((id, index) => [id, index]));
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...jobs].sort((a, b) => {
    const x = valueOf(a, sort.key, stageOrder);
    const y = valueOf(b, sort.key, stageOrder);
    if (x === null || y === null) {
      if (x === y) return collator.compare(a.company, b.company);
      return x === null ? 1 : -1;
    }
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : TEXT_KEYS.has(sort.key)
          ? collator.compare(String(x), String(y))
          : // ISO days and moments sort as plain strings.
            Number(x > y) - Number(x < y);
    return order * sign || collator.compare(a.company, b.company);
  });
}

export function parseSort(key: string | null, direction: string | null): JobSort {
  if (!key || !(sortKeys as readonly string[]).includes(key)) return DEFAULT_SORT;
  return { key: key as SortKey, direction: direction === 'asc' ? 'asc' : 'desc' };
}
