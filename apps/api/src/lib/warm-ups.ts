/**
 * What an instance still warms after it starts serving (render threads, compute threads). The
 * server listens as soon as the database is migrated and the routes exist, so health checks and
 * sign-in answer at once; `/api/ready` answers 503 until every warm-up has settled, so a load
 * balancer that routes by readiness sends exports only to warm instances.
 */
export interface WarmUps {
  /** Tracks `work`; a failure is settled too (each use of the part answers its own error). */
  add(name: string, work: Promise<unknown>): void;
  /** The names still warming, in the order they were added. */
  pending(): string[];
}

export function createWarmUps(): WarmUps {
  const warming = new Set<string>();
  return {
    add(name, work) {
      warming.add(name);
      const settle = () => warming.delete(name);
      work.then(settle, settle);
    },
    pending: () => [...warming],
  };
}
