// What a person gets from `npm start` on a fresh clone with the running Node release: the build,
// the server on a free port with the embedded defaults (a new SQLite file, no other setting), ready
// within its start-up budget, the web app's first page, the embedded sign-in provider and a PDF of
// a resume rendered by the pool. Exits non-zero, with the server's output, when any of it fails.
//
//   node scripts/runtimes/check-npm-start.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** Build and start on a slow, shared machine; a warm start takes seconds. */
const READY_WITHIN_MS = 300_000;

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const scratch = mkdtempSync(join(tmpdir(), 'resumio-start-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
let output = '';
const child = spawn('npm', ['start'], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: join(scratch, 'resumio.db'),
    LOG_FORMAT: 'json',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
let exited = null;
child.on('exit', (code, signal) => (exited = { code, signal }));

function stop() {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  rmSync(scratch, { recursive: true, force: true });
}

function fail(message) {
  console.error(`✖ npm start: ${message}\n--- server output ---\n${output.slice(-4000)}`);
  stop();
  process.exit(1);
}

async function get(path) {
  const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(60_000) });
  return { status: response.status, type: response.headers.get('content-type') ?? '', response };
}

const started = Date.now();
for (;;) {
  if (exited) fail(`the server exited (${exited.code ?? exited.signal}) before it was ready`);
  if (Date.now() - started > READY_WITHIN_MS) fail(`not ready within ${READY_WITHIN_MS / 1000} s`);
  const ready = await get('/api/ready').catch(() => null);
  if (ready?.status === 200) break;
  await new Promise((done) => setTimeout(done, 500));
}
console.log(`✔ ready after ${((Date.now() - started) / 1000).toFixed(1)} s (build included)`);

const home = await get('/');
if (home.status !== 200 || !home.type.includes('text/html')) fail(`/ answered ${home.status}`);
console.log('✔ / serves the web app');

const discovery = await get('/oidc/.well-known/openid-configuration');
const issuer = discovery.status === 200 ? (await discovery.response.json()).issuer : undefined;
if (!issuer) fail(`the embedded provider's discovery answered ${discovery.status}`);
console.log(`✔ the embedded sign-in provider answers (${issuer})`);

const document = {
  basics: { name: 'Ada Lovelace', label: 'Engineer', email: 'ada@example.org' },
  work: [
    { name: 'Analytical Engines', position: 'Engineer', highlights: ['Wrote the first program.'] },
  ],
};
const pdf = await fetch(`${origin}/api/resume-preview`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ document }),
  signal: AbortSignal.timeout(60_000),
});
const bytes = Buffer.from(await pdf.arrayBuffer());
if (pdf.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-') {
  fail(`a resume preview answered ${pdf.status}: ${bytes.subarray(0, 300).toString()}`);
}
console.log(`✔ a resume renders to PDF (${bytes.length} bytes)`);

stop();
console.log('✔ npm start works on this Node release');
