// Loads the TypeScript worker entry through tsx, for an API run from source (tests, benchmarks,
// development); the built server uses dist/render-worker.mjs instead. A worker's execArgv cannot
// carry `--import tsx` on every supported Node version, so the hooks are registered here.
import { register } from 'tsx/esm/api';

register();
const entry = await import('./render-worker.ts');

export default entry.default;
