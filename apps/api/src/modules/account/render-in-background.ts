import { AppError } from '../../lib/app-error.ts';

/** How long a background render waits for room in a full render queue, in all. */
const QUEUE_PATIENCE_MS = 5 * 60 * 1000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });

export type BackgroundRender = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

/**
 * One render for the data export. A full queue is the people waiting on a page: the export
 * waits its turn and tries again rather than failing. A document the renderer refuses (too
 * long, too slow) loses only its own PDF, with the reason, and the export goes on.
 */
export async function renderInBackground(
  render: () => Promise<Uint8Array>,
  signal: AbortSignal,
): Promise<BackgroundRender> {
  const giveUpAt = Date.now() + QUEUE_PATIENCE_MS;
  for (;;) {
    signal.throwIfAborted();
    try {
      return { ok: true, bytes: await render() };
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'SERVICE_UNAVAILABLE' && Date.now() < giveUpAt) {
        await sleep(1000, signal);
        continue;
      }
      return { ok: false, reason: error.message };
    }
  }
}
