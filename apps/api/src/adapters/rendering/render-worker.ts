// The entry of every worker thread (bundled as dist/render-worker.mjs). One file serves both
// pools, so the build keeps one worker bundle: the argument the pool starts a thread with
// chooses the module it loads, and the other pool's code (react-pdf, or the match engine) is
// never loaded in that thread.
import { COMPUTE_ROLE } from './worker-entry.ts';

const thread = process.argv.includes(COMPUTE_ROLE)
  ? await import('../../compute/compute-thread.ts')
  : await import('./render-thread.ts');

export default thread.default;
