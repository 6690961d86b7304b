import type { ListResumesQuery } from '@resumio/contract/resumes';

export const resumeKeys = {
  all: ['resumes'] as const,
  lists: () => [...resumeKeys.all, 'list'] as const,
  list: (query: Partial<ListResumesQuery>) => [...resumeKeys.lists(), query] as const,
  detail: (id: string) => [...resumeKeys.all, 'detail', id] as const,
  samples: () => ['resume-samples'] as const,
};
