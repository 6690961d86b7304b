export interface FairQueue {
  /**
   * Resolves when `owner` may start one job (call the returned `done` when it ends); rejects
   * with the signal's reason if aborted while waiting.
   */
  turn(owner: string, signal?: AbortSignal): Promise<() => void>;
  /** Jobs waiting for a turn. */
  readonly waiting: number;
  /** Whether a new job would have to wait. */
  readonly full: boolean;
}

interface Owner {
  waiters: (() => void)[];
  /** Jobs of this owner running now. */
  running: number;
  /** When this owner last started a job (a counter), 0 for never. */
  lastTurn: number;
}

/**
 * At most `slots` jobs at once. A free slot goes to the waiting owner whose last turn is the
 * oldest, so an account that keeps several long jobs queued waits its turn like everyone else
 * instead of making them wait behind all of its jobs.
 */
export function createFairQueue(slots: number): FairQueue {
  const owners = new Map<string, Owner>();
  let busy = 0;
  let waiting = 0;
  let clock = 0;

  const ownerOf = (name: string) => {
    let owner = owners.get(name);
    if (!owner) owners.set(name, (owner = { waiters: [], running: 0, lastTurn: 0 }));
    return owner;
  };
  const forgetIfIdle = (name: string, owner: Owner) => {
    if (!owner.running && !owner.waiters.length) owners.delete(name);
  };

  function startNext() {
    while (busy < slots && waiting > 0) {
      let next: Owner | undefined;
      for (const owner of owners.values()) {
        if (owner.waiters.length && (!next || owner.lastTurn < next.lastTurn)) next = owner;
      }
      const start = next!.waiters.shift()!;
      waiting -= 1;
      start();
    }
  }

  return {
    get waiting() {
      return waiting;
    },
    get full() {
      return busy >= slots;
    },
    turn(name, signal) {
      return new Promise((resolve, reject) => {
        signal?.throwIfAborted();
        const owner = ownerOf(name);
        let finished = false;
        const done = () => {
          if (finished) return;
          finished = true;
          busy -= 1;
          owner.running -= 1;
          forgetIfIdle(name, owner);
          startNext();
        };
        const onAbort = () => {
          const at = owner.waiters.indexOf(start);
          if (at < 0) return;
          owner.waiters.splice(at, 1);
          waiting -= 1;
          forgetIfIdle(name, owner);
          reject(signal!.reason);
        };
        const start = () => {
          signal?.removeEventListener('abort', onAbort);
          busy += 1;
          owner.running += 1;
          owner.lastTurn = ++clock;
          resolve(done);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        owner.waiters.push(start);
        waiting += 1;
        startNext();
      });
    },
  };
}
