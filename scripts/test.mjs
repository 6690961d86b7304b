// `npm test`: lint, typecheck, unit + API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is
// set), then the browser tests against the built app. Every step runs; the exit code is non-zero
// when any failed, and the last line sums the test counts. `npm test -- --unit-only` runs the unit
// and API tests alone (CI's run on each further Node release).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testReportDir, testTotals } from './test-reports.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const reportDir = testReportDir(root);
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const bin = (name, path) => [process.execPath, join(root, 'node_modules', name, path)];

const vitest = (report, projects) => [
  ...bin('vitest', 'vitest.mjs'),
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reportDir, report)}`,
];

const unitOnly = process.argv.includes('--unit-only');
const allSteps = [
  { name: 'lint', cmd: [...bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0'] },
  {
    name: 'format',
    cmd: [...bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level=warn'],
  },
  { name: 'typecheck', cmd: [...bin('typescript', 'bin/tsc'), '-b'] },
  { name: 'typecheck (bench)', cmd: [...bin('typescript', 'bin/tsc'), '-p', 'bench'] },
  {
    name: 'unit and API tests',
    cmd: vitest('unit.json', [
      'contract',
      'resume-model',
      'db',
      'resume',
      'resume-import',
      'match',
      'api',
      'web',
    ]),
  },
  { name: 'build', cmd: [process.execPath, join(root, 'scripts/build.mjs')] },
  { name: 'browser tests', cmd: vitest('e2e.json', ['e2e']) },
];
const steps = unitOnly ? allSteps.filter((step) => step.name === 'unit and API tests') : allSteps;

const failed = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${step.name} (${seconds} s)`);
  else {
    console.log(`✖ ${step.name} failed (${seconds} s)`);
    failed.push(step.name);
  }
}

const totals = testTotals(root);
console.log('');
if (failed.length) console.log(`Failed steps: ${failed.join(', ')}`);
if (process.env.TEST_DATABASE_URL) console.log('API tests ran on SQLite and PostgreSQL.');
else console.log('API tests ran on SQLite only (set TEST_DATABASE_URL for PostgreSQL).');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed.length || totals.failed ? 1 : 0);
