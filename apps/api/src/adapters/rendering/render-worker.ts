// The entry of every worker thread (bundled as dist/render-worker.mjs). One file serves every
// pool, so the build keeps one worker bundle: the argument the pool starts a thread with
// chooses the module it loads, and the other pool's code (react-pdf, or the match engine) is
// never loaded in that thread.
import { setPriority } from 'node:os';
import { COMPUTE_ROLE, LOW_PRIORITY_FLAG, READ_ROLE } from './worker-entry.ts';

// On Linux a nice value belongs to a thread: this lowers this thread only, so a visitor's long
// preview yields the CPU to signed-in users' exports. Where that is not allowed, it only shares.
if (process.argv.includes(LOW_PRIORITY_FLAG)) {
  try {
    setPriority(10);
  } catch {
    // not permitted here: the separate thread and its queue still keep visitors apart
  }
}

const thread = process.argv.includes(COMPUTE_ROLE)
  ? await import('../../compute/compute-thread.ts')
  : process.argv.includes(READ_ROLE)
    ? await import('../../compute/read-thread.ts')
    : await import('./render-thread.ts');

export default thread.default;
