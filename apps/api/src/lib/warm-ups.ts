/**
 * What an instance still warms after it starts serving (render threads, compute threads). The
 * server listens as soon as the database is migrated and the routes exist, so health checks and
 * sign-in answer at once; `/api/ready` answers 503 until every warm-up has settled, so a load
 * balancer that routes by readiness sends exports only to warm instances.
 */
export interface WarmUps {
  /** Tracks `work`; a failure is settled too (each use of the part answers its own error). */
  add(name: string, work: Promise<unknown>): void;
  /**
   * Counts `name` as warming from now on, but starts it only when `listening()` is called: threads
   * loading fonts and engines on a small machine would otherwise take the CPU the server needs to
   * open its port, and the first health check would wait for them.
   */
  addOnListen(name: string, start: () => Promise<unknown>): void;
  /** The server listens: starts what waited for it (once). */
  listening(): void;
  /** The names still warming, in the order they were added. */
  pending(): string[];
}

export function createWarmUps(): WarmUps {
  const warming = new Set<string>();
  const waiting: (() => void)[] = [];
  let listening = false;
  const add = (name: string, work: Promise<unknown>) => {
    warming.add(name);
    const settle = () => warming.delete(name);
    work.then(settle, settle);
  };
  return {
    add,
    addOnListen(name, start) {
      if (listening) return add(name, start());
      add(name, new Promise<unknown>((resolve) => waiting.push(() => resolve(start()))));
    },
    listening() {
      if (listening) return;
      listening = true;
      for (const start of waiting.splice(0)) start();
    },
    pending: () => [...warming],
  };
}
