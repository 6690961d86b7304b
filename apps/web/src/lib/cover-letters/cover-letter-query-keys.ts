import type { ListCoverLettersQuery } from '@resumio/contract/cover-letters';

/** TanStack Query keys of the user's cover letters, shared by every feature that lists them. */
export const coverLetterKeys = {
  all: ['cover-letters'] as const,
  lists: () => [...coverLetterKeys.all, 'list'] as const,
  list: (query: Partial<ListCoverLettersQuery>) => [...coverLetterKeys.lists(), query] as const,
  detail: (id: string) => [...coverLetterKeys.all, 'detail', id] as const,
};
