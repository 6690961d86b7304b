// What of the container can be checked without a container engine: the Dockerfile's production
// install (`npm ci --omit=dev …`, read from the Dockerfile) into a clean folder, the built bundles
// beside it, the Dockerfile's start command with its environment, and its health check.
//
//   node scripts/check-production-start.mjs          (builds what is stale first)
//
// Prints one line per step and exits non-zero on the first failure. Needs the npm registry (or a
// warm npm cache) and ~2 minutes: better-sqlite3 compiles from source.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi, buildWeb } from './build.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** The parts of the Dockerfile this check follows, so the two cannot drift apart silently. */
export function readDockerfile(text) {
  // Continuation lines joined, comments dropped.
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) stages.push({ name: from[1], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  const stage = (name) => {
    const found = stages.find((s) => s.name === name);
    if (!found) throw new Error(`the Dockerfile has no stage "${name}"`);
    return found.lines;
  };
  const deps = stage('deps');
  const install = deps
    .filter((l) => l.startsWith('RUN npm ci'))
    .map((l) => l.slice(4).split('&&')[0].trim())[0];
  if (!install?.includes('--omit=dev')) throw new Error('the deps stage installs dev dependencies');
  const manifests = deps
    .map((l) => /^COPY --from=build \/app\/(\S+) (\S+)$/.exec(l))
    .filter(Boolean)
    .map((m) => m[1]);
  const run = stage('run');
  const env = {};
  for (const line of run.filter((l) => l.startsWith('ENV '))) {
    for (const [, key, value] of line.slice(4).matchAll(/(\w+)=(\S+)/g)) env[key] = value;
  }
  const json = (prefix) => {
    const line = run.find((l) => l.startsWith(prefix));
    if (!line) throw new Error(`the run stage has no ${prefix.trim()}`);
    return JSON.parse(line.slice(line.indexOf('[')));
  };
  return {
    install: install.split(/\s+/),
    manifests,
    env,
    user: run.find((l) => l.startsWith('USER '))?.slice(5),
    command: json('CMD '),
    healthcheck: json('HEALTHCHECK '),
  };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Runs the whole check; resolves with what it measured, throws on the first failure. */
export async function checkProductionStart({ log = console.log, keep = false } = {}) {
  const docker = readDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  if (docker.user !== 'node') throw new Error('the image must run as the unprivileged node user');
  await buildApi();
  await buildWeb();

  const dir = mkdtempSync(join(tmpdir(), 'resumio-production-'));
  try {
    for (const file of docker.manifests) {
      cpSync(join(root, file), join(dir, file), { recursive: true });
    }
    log(`clean folder ${dir}: ${docker.manifests.length} manifests`);
    const [npm, ...args] = docker.install;
    const started = Date.now();
    const install = spawnSync(npm, args, { cwd: dir, stdio: 'inherit', env: process.env });
    if (install.status !== 0) throw new Error(`${docker.install.join(' ')} failed`);
    const installSeconds = Math.round((Date.now() - started) / 1000);
    log(`${docker.install.join(' ')}: ${installSeconds} s`);
    // Production only: nothing of the build, the tests or a browser is installed.
    for (const devOnly of ['vite', 'vitest', 'playwright-core', 'esbuild', 'typescript']) {
      if (existsSync(join(dir, 'node_modules', devOnly))) {
        throw new Error(`${devOnly} was installed by the production install`);
      }
    }
    for (const built of ['apps/api/dist', 'apps/web/dist']) {
      cpSync(join(root, built), join(dir, built), { recursive: true });
    }

    const port = await freePort();
    const env = {
      ...process.env,
      ...docker.env,
      // Loopback here; the image listens on every address inside its own network.
      HOST: '127.0.0.1',
      PORT: String(port),
      SQLITE_PATH: join(dir, 'data/app.db'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    const [node, ...startArgs] = docker.command;
    const child = spawn(node === 'node' ? process.execPath : node, startArgs, {
      cwd: dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    try {
      const startedAt = Date.now();
      const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, 60_000);
      const startSeconds = (Date.now() - startedAt) / 1000;
      log(`${docker.command.join(' ')}: healthy after ${startSeconds.toFixed(1)} s`, health);

      const [hcNode, ...hcArgs] = docker.healthcheck;
      const hc = spawnSync(hcNode === 'node' ? process.execPath : hcNode, hcArgs, { env });
      if (hc.status !== 0) throw new Error(`the HEALTHCHECK command exited with ${hc.status}`);
      log('HEALTHCHECK command: exit 0');

      const home = await fetch(`http://127.0.0.1:${port}/`);
      if (home.status !== 200) throw new Error(`GET / answered ${home.status}`);
      const missing = await fetch(`http://127.0.0.1:${port}/r/no-such-link`);
      if (missing.status !== 404) throw new Error(`GET /r/no-such-link answered ${missing.status}`);
      log('GET / 200, GET /r/no-such-link 404');
      if (!existsSync(join(dir, 'data/app.db'))) throw new Error('no database file was created');

      child.kill('SIGTERM');
      const code = await new Promise((r) =>
        child.exitCode !== null ? r(child.exitCode) : child.once('exit', r),
      );
      if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM`);
      log('SIGTERM: exit 0');
      return { installSeconds, startSeconds };
    } catch (error) {
      if (output) console.error(output.slice(-4000));
      throw error;
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await checkProductionStart({ keep: process.argv.includes('--keep') });
    console.log('production start: ok');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
