import { useQuery } from '@tanstack/react-query';
import { listResumes } from './list-resumes.ts';
import { resumeKeys } from './query-keys.ts';

/** The resume edited most recently, or null when the user has none. Always asked afresh. */
export function useLatestResume() {
  return useQuery({
    queryKey: [...resumeKeys.lists(), 'latest'],
    queryFn: ({ signal }) =>
      listResumes({ page: 1, pageSize: 1, sort: 'updated_desc' }, signal).then(
        (list) => list.items[0] ?? null,
      ),
    staleTime: 0,
  });
}
