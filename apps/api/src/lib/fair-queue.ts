export interface TurnRequest {
  /** Who the job is for: a user id, `address:<ip>` for signed-out work, '' for the app's own. */
  owner: string;
  /** What the job is expected to cost, in pages for renders (at least 1). */
  cost?: number;
}

export interface FairQueue {
  /**
   * Resolves when the job may start (call the returned `done` when it ends); rejects with the
   * signal's reason if aborted while waiting.
   */
  turn(request: TurnRequest | string, signal?: AbortSignal): Promise<() => void>;
  /** Jobs waiting for a turn. */
  readonly waiting: number;
  /** Whether a new job would have to wait. */
  readonly full: boolean;
}

/** Signed-out work (previews of visitors, named by address) gets a smaller share. */
export const isAnonymousOwner = (owner: string) => owner.startsWith('address:');

/**
 * Work the app does for a user in the background (the data export's ZIP): nobody waits on a
 * page for it, so it takes the same smaller share and lower lane as visitors' work and never
 * holds up an export someone is waiting for.
 */
export const backgroundOwner = (userId: string) => `background:${userId}`;

/** Work that yields to signed-in people's own requests: visitors' and background jobs. */
export const isLowPriorityOwner = (owner: string) =>
  isAnonymousOwner(owner) || owner.startsWith('background:');

/** How much virtual time a page of anonymous work counts for, against 1 for an account's. */
const ANONYMOUS_COST_FACTOR = 2;

interface Waiter {
  start: () => void;
  anonymous: boolean;
  /** The virtual time at which this job would finish if it had the pool to itself. */
  finish: number;
  /** Arrival order, for ties. */
  order: number;
}

interface Owner {
  /** The virtual finish time of this owner's last queued or started job. */
  lastFinish: number;
  /** Jobs of this owner running or waiting. */
  live: number;
}

/**
 * At most `slots` jobs at once, served by weighted fair queueing: every job gets a virtual finish
 * time, its owner's previous finish (or the queue's current virtual time, for an owner with
 * nothing in flight) plus its cost, and the waiting job that finishes first starts next. So an
 * owner who queued many long renders waits behind the one short export of another account, and
 * an owner who just arrived starts from now, not from the beginning of time (a new address used
 * to get "last turn 0" and go before everyone). Signed-out work counts double and never holds
 * more than half the threads: a visitor sending over-length previews cannot fill the pool.
 */
export function createFairQueue(slots: number): FairQueue {
  const anonymousSlots = Math.max(1, Math.floor(slots / 2));
  const owners = new Map<string, Owner>();
  const waiters: Waiter[] = [];
  let busy = 0;
  let busyAnonymous = 0;
  let virtualTime = 0;
  let arrivals = 0;

  function startNext() {
    while (busy < slots && waiters.length > 0) {
      let best = -1;
      for (let i = 0; i < waiters.length; i++) {
        const w = waiters[i]!;
        if (w.anonymous && busyAnonymous >= anonymousSlots) continue;
        const b = waiters[best];
        if (!b || w.finish < b.finish || (w.finish === b.finish && w.order < b.order)) best = i;
      }
      // Only anonymous work waits and its share is taken: the free slot stays for accounts.
      if (best < 0) return;
      const [next] = waiters.splice(best, 1);
      next!.start();
    }
  }

  return {
    get waiting() {
      return waiters.length;
    },
    get full() {
      return busy >= slots;
    },
    turn(request, signal) {
      const { owner: name, cost = 1 } = typeof request === 'string' ? { owner: request } : request;
      return new Promise((resolve, reject) => {
        signal?.throwIfAborted();
        const anonymous = isLowPriorityOwner(name);
        let owner = owners.get(name);
        if (!owner) owners.set(name, (owner = { lastFinish: 0, live: 0 }));
        const weight = anonymous ? ANONYMOUS_COST_FACTOR : 1;
        const startsAt = Math.max(virtualTime, owner.lastFinish);
        const finish = startsAt + Math.max(1, cost) * weight;
        owner.lastFinish = finish;
        owner.live += 1;
        const own = owner;
        const forget = () => {
          own.live -= 1;
          if (own.live === 0) owners.delete(name);
        };

        let finished = false;
        const done = () => {
          if (finished) return;
          finished = true;
          busy -= 1;
          if (anonymous) busyAnonymous -= 1;
          forget();
          startNext();
        };
        const waiter: Waiter = {
          anonymous,
          finish,
          order: arrivals++,
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            busy += 1;
            if (anonymous) busyAnonymous += 1;
            // The queue's clock moves to where the started job began in virtual time.
            virtualTime = Math.max(virtualTime, startsAt);
            resolve(done);
          },
        };
        const onAbort = () => {
          const at = waiters.indexOf(waiter);
          if (at < 0) return;
          waiters.splice(at, 1);
          forget();
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        waiters.push(waiter);
        startNext();
      });
    },
  };
}
