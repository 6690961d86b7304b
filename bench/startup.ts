// Start-up: from spawning the built server to its first `/api/health` 200 (budget ≤ 3 s and
// ≤ 3× bare Fastify) and to its first `/api/ready` 200 (threads warm), against bare Fastify
// started the same way in the same run, with where the time goes: module loading, migrations,
// building the app (identity keys, plugins, routes) and listening. Each step is timed by the
// arrival of the server's own start-up lines (JSON log format).
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../scripts/build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 3000;
const BUDGET_RATIO = 3;
// Beside node_modules, so the bundle resolves its dependencies, and apart from apps/api/dist.
const OUTDIR = join(process.cwd(), 'apps/api/node_modules/.cache/resumio-startup-bench');
const webDist = join(process.cwd(), 'apps/web/dist');
/** A port nothing listens on, as the system hands one out (a fixed range can hit another service). */
function nextPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Start {
  health: number;
  ready: number;
  /** Milliseconds from spawn to each start-up line, by its first word. */
  steps: Record<string, number>;
}

async function timeStart(args: string[], env: Record<string, string>, readyPath?: string) {
  const port = await nextPort();
  const dir = mkdtempSync(join(tmpdir(), 'resumio-start-'));
  const started = performance.now();
  const steps: Record<string, number> = {};
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SQLITE_PATH: join(dir, 'fresh.db'),
      DATABASE_URL: '',
      WEB_DIST_DIR: existsSync(webDist) ? webDist : '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      const msg = /"msg":"([A-Za-z]+)/.exec(line)?.[1];
      if (msg && steps[msg] === undefined) steps[msg] = performance.now() - started;
    }
  });
  const firstOk = async (path: string) => {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 5));
      if (performance.now() - started > 120_000) throw new Error(`${path} took over 120 s`);
    }
  };
  try {
    const health = await firstOk('/api/health');
    const ready = readyPath ? await firstOk(readyPath) : health;
    return { health, ready, steps } satisfies Start;
  } finally {
    await new Promise((r) => {
      if (child.exitCode !== null || child.signalCode !== null) return r(undefined);
      child.once('exit', r);
      child.kill('SIGTERM');
    });
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

await buildApi({ force: true, outdir: OUTDIR });
const product: Start[] = [];
const bare: Start[] = [];
try {
  for (let i = 0; i < RUNS; i++) {
    // Alternated, so drift in machine load falls on both alike.
    bare.push(await timeStart(['bench/servers/bare-fastify-start.mjs'], {}));
    product.push(await timeStart([join(OUTDIR, 'server.mjs')], {}, '/api/ready'));
  }
} finally {
  rmSync(OUTDIR, { recursive: true, force: true });
}

const bareMs = median(bare.map((s) => s.health));
const healthMs = median(product.map((s) => s.health));
const readyMs = median(product.map((s) => s.ready));
const stepMs = (name: string) => median(product.map((s) => s.steps[name] ?? NaN));
console.log(`\n${RUNS} starts each, new SQLite database every time`);
console.log('\n| measure | median ms | runs (ms) | vs bare Fastify |');
console.log('|---|---|---|---|');
const row = (label: string, values: number[]) =>
  console.log(
    `| ${label} | ${median(values).toFixed(0)} | ${values.map((t) => t.toFixed(0)).join(', ')} | ${(median(values) / bareMs).toFixed(1)}× |`,
  );
row(
  'bare Fastify → first 200',
  bare.map((s) => s.health),
);
row(
  'product → first /api/health 200',
  product.map((s) => s.health),
);
row(
  'product → first /api/ready 200 (threads warm)',
  product.map((s) => s.ready),
);
console.log('\n| product step (line seen) | median ms after spawn |');
console.log('|---|---|');
console.log(`| modules loaded ("Resumio on Node.js") | ${stepMs('Resumio').toFixed(0)} |`);
console.log(`| database migrated ("Database: …") | ${stepMs('Database').toFixed(0)} |`);
console.log(`| app built (first service line) | ${stepMs('Sign').toFixed(0)} |`);
console.log(`| listening | ${healthMs.toFixed(0)} |`);
console.log(`| render and compute threads warm | ${readyMs.toFixed(0)} |`);
const ratio = healthMs / bareMs;
console.log(
  `start → health ${healthMs.toFixed(0)} ms (${healthMs <= BUDGET_MS ? 'within' : 'OVER'} ${BUDGET_MS} ms), ${ratio.toFixed(1)}× bare Fastify (${ratio <= BUDGET_RATIO ? 'within' : 'OVER'} ${BUDGET_RATIO}×)`,
);
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
