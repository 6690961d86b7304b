import type { CreateResumeRequest } from '@resumio/contract/resumes';
import { useNavigate } from 'react-router';
import { useCreateResume } from '../api/create-resume.ts';

export interface StartResumeOptions {
  /**
   * Replace the current history entry. Used from /resume itself: Back must not return to a page
   * that would now open the new resume again.
   */
  replace?: boolean;
}

/** Creates a resume when the user asks for one, then opens it in the editor. */
export function useStartResume({ replace = false }: StartResumeOptions = {}) {
  const navigate = useNavigate();
  const create = useCreateResume();
  const start = (request: CreateResumeRequest, onError?: (reason: Error) => void) =>
    create.mutate(request, {
      onSuccess: (created) =>
        void navigate(`/resume?id=${encodeURIComponent(created.id)}`, { replace }),
      onError,
    });
  return { start, create };
}
