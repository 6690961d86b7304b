import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The argument a render thread starts with. */
export const RENDER_ROLE = '--resumio-render';
/** Added for threads that serve signed-out visitors: they run below the others' CPU priority. */
export const LOW_PRIORITY_FLAG = '--resumio-low-priority';
/** The argument a compute thread (CSV reading, match, tailoring, letters) starts with. */
export const COMPUTE_ROLE = '--resumio-compute';
/** The argument a read thread (large database reads written as JSON) starts with. */
export const READ_ROLE = '--resumio-read';

/**
 * The worker's file: the bundled dist/render-worker.mjs beside the server bundle (or one folder
 * up when this code sits in a shared chunk), or the TypeScript source loaded through tsx when
 * the API itself runs from source (tests, benchmarks, `npm run dev`).
 */
export function workerEntry(moduleUrl: string = import.meta.url): string {
  if (moduleUrl.endsWith('.ts')) {
    return fileURLToPath(new URL('./render-worker-from-source.mjs', moduleUrl));
  }
  for (const candidate of ['./render-worker.mjs', '../render-worker.mjs']) {
    const url = new URL(candidate, moduleUrl);
    if (existsSync(url)) return fileURLToPath(url);
  }
  throw new Error('render-worker.mjs is missing beside the server bundle; run the build again');
}
