/** Thrown by a job that noticed a newer input arrived; the scheduler drops it silently. */
export class StaleJobError extends Error {
  override name = 'StaleJobError';
}

export interface LatestWinsOptions<I, O> {
  /** Does the work; call `isStale()` between steps to stop early once the input is outdated. */
  run(input: I, isStale: () => boolean): Promise<O>;
  onResult(output: O, input: I): void;
  onError(error: unknown, input: I): void;
  /** True from the first new input until its result (or error) is shown. */
  onBusyChange?(busy: boolean): void;
  /** Quiet time after the last input before work starts. */
  delayMs: number;
  /** Quiet time before the first input's work: nothing has been typed yet to wait out. */
  firstDelayMs?: number;
}

export interface LatestWinsScheduler<I> {
  schedule(input: I): void;
  /** Runs the newest input again, now (after an error) or after the usual quiet time. */
  retry(delayMs?: number): void;
  dispose(): void;
}

/**
 * Debounced, one-at-a-time, newest-input-wins runner for work that is slow compared with typing:
 * inputs that arrive while a job runs replace each other, and a job whose input is no longer the
 * newest never reaches `onResult`.
 */
export function createLatestWinsScheduler<I, O>(
  options: LatestWinsOptions<I, O>,
): LatestWinsScheduler<I> {
  let latest: { input: I; seq: number } | null = null;
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let busy = false;
  let disposed = false;

  const setBusy = (value: boolean) => {
    if (busy === value) return;
    busy = value;
    options.onBusyChange?.(value);
  };

  const start = () => {
    timer = null;
    if (running || disposed || !latest) return;
    running = true;
    const job = latest;
    const isStale = () => disposed || job.seq !== seq;
    options
      .run(job.input, isStale)
      .then(
        (output) => {
          if (isStale()) return;
          options.onResult(output, job.input);
          setBusy(false);
        },
        (error: unknown) => {
          if (isStale() || error instanceof StaleJobError) return;
          options.onError(error, job.input);
          setBusy(false);
        },
      )
      .finally(() => {
        running = false;
        // A newer input is waiting and its quiet time has passed: start it now.
        if (!disposed && job.seq !== seq && timer === null) start();
      });
  };

  const arm = (delay: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(start, delay);
  };

  return {
    schedule(input) {
      if (disposed) return;
      const first = latest === null;
      seq += 1;
      latest = { input, seq };
      setBusy(true);
      arm(first ? (options.firstDelayMs ?? options.delayMs) : options.delayMs);
    },
    retry(delayMs = 0) {
      if (disposed || !latest) return;
      seq += 1;
      latest = { input: latest.input, seq };
      setBusy(true);
      arm(delayMs);
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
