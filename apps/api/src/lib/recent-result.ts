/**
 * Wraps an async check so callers within `maxAgeMs` of its last answer share that answer, and
 * callers while it runs share the run. A load balancer, a monitor and a bench may ask for health
 * thousands of times a second; the database needs to be asked once in a while, not each time.
 */
export function reuseRecent<T>(
  check: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let last: { value: T; at: number } | undefined;
  let running: Promise<T> | undefined;
  return () => {
    if (last && now() - last.at < maxAgeMs) return Promise.resolve(last.value);
    running ??= check()
      .then((value) => {
        last = { value, at: now() };
        return value;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
