import { COVER_LETTER_PAGE_SIZE_MAX } from '@resumio/contract/cover-letters';
import type { LetterSort } from './sort-header.tsx';

export type LetterView = 'cards' | 'table';

export interface ListParams {
  q: string;
  sort: LetterSort;
  page: number;
  view: LetterView;
}

const SORTS: LetterSort[] = [
  'updated_desc',
  'updated_asc',
  'title_asc',
  'title_desc',
  'created_desc',
];

export const PAGE_SIZE: Record<LetterView, number> = {
  cards: 24,
  table: Math.min(50, COVER_LETTER_PAGE_SIZE_MAX),
};

/** The list's state as the address keeps it, so a reload or a shared link shows the same list. */
export function readListParams(params: URLSearchParams): ListParams {
  return {
    q: params.get('q')?.trim() ?? '',
    sort: SORTS.find((sort) => sort === params.get('sort')) ?? 'updated_desc',
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    view: params.get('view') === 'table' ? 'table' : 'cards',
  };
}

export const SORT_LABELS: Record<LetterSort, string> = {
  updated_desc: 'Last edited, newest first',
  updated_asc: 'Last edited, oldest first',
  title_asc: 'Title, A to Z',
  title_desc: 'Title, Z to A',
  created_desc: 'Created, newest first',
};
