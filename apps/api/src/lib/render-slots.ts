import { renderErrorMessages } from '@resumio/contract/resumes';
import { AppError } from './app-error.ts';

export interface RenderSlots {
  /** Takes one of the user's slots or refuses with 429; returns the release callback. */
  acquire(userId: string): () => void;
  /** Slots in use by this user. */
  inUse(userId: string): number;
}

/**
 * Renders one user may have queued or running at once, so a single account cannot fill the
 * shared render queue. Counted per API instance: the pool it protects is per instance too.
 */
export function createRenderSlots({ perUser = 2 } = {}): RenderSlots {
  const counts = new Map<string, number>();
  return {
    inUse: (userId) => counts.get(userId) ?? 0,
    acquire(userId) {
      const current = counts.get(userId) ?? 0;
      if (current >= perUser) {
        throw new AppError(
          'RENDERS_IN_PROGRESS',
          renderErrorMessages.RENDERS_IN_PROGRESS(perUser),
          { limit: perUser, retryAfterSeconds: 1 },
        );
      }
      counts.set(userId, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(userId) ?? 1) - 1;
        if (left > 0) counts.set(userId, left);
        else counts.delete(userId);
      };
    },
  };
}
