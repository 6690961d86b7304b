// CI's runs (decision 052): the whole test command (lint, typecheck, unit and API tests on SQLite
// and PostgreSQL, the build, the browser tests) on the newest Node 24; on the newest Node 22 and
// Node 20 (past its end of life, still the Node of many machines) a fresh `npm ci`, `npm start`
// checked as a person runs it, and the database package's tests, which load that release's own
// SQLite driver; then tailoring and local letters on the real-world development set held to their
// targets (decision 039) when the set is beside the repository. Every run goes ahead even when one
// failed, and the last line adds them up.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const runs = [
  { major: '24', flags: [], what: 'npm test' },
  { major: '22', flags: ['--start-only'], what: 'npm start and database tests' },
  { major: '20', flags: ['--start-only'], what: 'npm start and database tests' },
];
const script = fileURLToPath(new URL('test-on-node.mjs', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'resumio-ci-'));
const results = runs.map(({ major, flags, what }) => {
  const summary = join(scratch, `node-${major}.json`);
  const args = [script, major, `--summary=${summary}`, ...flags];
  const { status } = spawnSync(process.execPath, args, { stdio: 'inherit' });
  const totals = existsSync(summary)
    ? JSON.parse(readFileSync(summary, 'utf8'))
    : { node: `Node ${major}`, passed: 0, failed: 0, skipped: 0 };
  return { ...totals, major, what, status: status ?? 1 };
});

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

console.log('');
for (const r of results) {
  const verdict = r.status === 0 ? 'passed' : 'FAILED';
  console.log(`${r.node} (${r.what}): ${verdict}, ${r.passed} passed, ${r.failed} failed`);
}
console.log(`Tailoring and letters on the development set (eval:tailor --strict): ${evaluation}`);
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
console.log(`tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
process.exit(results.some((r) => r.status !== 0) || evaluation === 'FAILED' ? 1 : 0);
