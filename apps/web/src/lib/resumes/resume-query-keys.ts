import type { ListResumesQuery } from '@resumio/contract/resumes';

/**
 * TanStack Query keys of the user's resumes. Shared: the resumes feature owns the pages, and the
 * enhancement feature reads a resume's detail and adds tailored copies to the lists, so both must
 * name the same cache entries.
 */
export const resumeKeys = {
  all: ['resumes'] as const,
  lists: () => [...resumeKeys.all, 'list'] as const,
  list: (query: Partial<ListResumesQuery>) => [...resumeKeys.lists(), query] as const,
  detail: (id: string) => [...resumeKeys.all, 'detail', id] as const,
  samples: () => ['resume-samples'] as const,
};
