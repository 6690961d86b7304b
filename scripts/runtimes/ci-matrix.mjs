// CI's runs (decision 052): the whole test command (lint, typecheck, unit and API tests on SQLite
// and PostgreSQL, the build, the browser tests) on the newest Node 24, then tailoring and local
// letters on the real-world development set held to their targets (decision 039) when the set is
// beside the repository. Then, while the run stays within its time budget, the older releases:
// on the newest Node 22 and Node 20 (past its end of life, still the Node of many machines) a
// fresh `npm ci`, `npm start` checked as a person runs it, and the database package's tests, which
// load that release's own SQLite driver. A release left out for time is named in the summary.
// Every run goes ahead even when one failed, and the last line adds them up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Minutes the whole CI run may take here before the older releases are left out (limit: 90). */
const BUDGET_MINUTES = Number(process.env.RESUMIO_CI_BUDGET_MINUTES ?? 75);
/** What one older release's check takes: `npm ci` compiling the SQLite driver, a build, a start. */
const OLDER_RELEASE_MINUTES = 12;

const started = Date.now();
const elapsedMinutes = () => (Date.now() - started) / 60_000;
const script = fileURLToPath(new URL('test-on-node.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'resumio-ci-'));

function onNode(major, flags, what) {
  const summary = join(scratch, `node-${major}.json`);
  const args = [script, major, `--summary=${summary}`, ...flags];
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  const totals = existsSync(summary)
    ? JSON.parse(readFileSync(summary, 'utf8'))
    : { node: `Node ${major}`, passed: 0, failed: 0, skipped: 0 };
  return { ...totals, major, what, status: status ?? 1 };
}

const results = [onNode('24', [], 'npm test')];

const root = fileURLToPath(new URL('../..', import.meta.url));
let evaluation = 'skipped (no ../shared/corpus/ai-dev)';
if (existsSync(join(root, '../shared/corpus/ai-dev'))) {
  console.log('\n▶ eval:tailor --strict');
  const { status } = spawnSync('npm', ['run', 'eval:tailor', '--', '--strict'], {
    cwd: root,
    stdio: 'inherit',
  });
  evaluation = status === 0 ? 'passed' : 'FAILED';
}

const leftOut = [];
for (const major of ['22', '20']) {
  if (elapsedMinutes() + OLDER_RELEASE_MINUTES > BUDGET_MINUTES) {
    leftOut.push(major);
    continue;
  }
  results.push(onNode(major, ['--start-only'], 'npm start and database tests'));
}

console.log('');
for (const r of results) {
  const verdict = r.status === 0 ? 'passed' : 'FAILED';
  console.log(`${r.node} (${r.what}): ${verdict}, ${r.passed} passed, ${r.failed} failed`);
}
for (const major of leftOut) {
  console.log(
    `Node ${major}: left out, the run had used ${elapsedMinutes().toFixed(0)} of its ${BUDGET_MINUTES} minutes`,
  );
}
console.log(`Tailoring and letters on the development set (eval:tailor --strict): ${evaluation}`);
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
console.log(`CI took ${elapsedMinutes().toFixed(1)} minutes.`);
process.exit(results.some((r) => r.status !== 0) || evaluation === 'FAILED' ? 1 : 0);
