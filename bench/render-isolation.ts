// Heavy renders against the built server: while 8 clients export a 95-page resume in a loop,
// /api/health and an ordinary two-page export must keep answering. The same probes on the same
// server while idle are the baseline, in the same run. Budgets: under load, health p99 ≤ 50 ms,
// two-page export p95 ≤ 300 ms and RSS < 400 MiB; the first export after start ≤ 300 ms; an
// export of an unchanged resume (served from the render cache) ≤ 5 ms.
//
// The two-page exports are real renders: a bullet is edited before each one, as between two
// downloads, so none is served from the cache. A second round lifts the page cap so the 95-page
// documents reach the render threads and run into the time limit: informational, it shows what
// the threads protect when the estimate does not stop a document.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { longResume } from '../apps/api/test/resumes/long-resume.ts';
import { startBenchIssuer } from './lib/bench-issuer.ts';

process.env.NODE_ENV = 'production';
const { getSample } = await import('@resumio/resume');

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = 8;
const issuer = await startBenchIssuer();
// The 95-page exports come from one account, the two-page ones from another.
const auth = { authorization: `Bearer ${await issuer.signToken('ordinary', 'ordinary-user')}` };
const heavyAuth = {
  authorization: `Bearer ${await issuer.signToken('heavy', 'heavy-user')}`,
};

interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-render-bench-'));
  const child = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    env: {
      ...process.env,
      ...issuer.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      SQLITE_PATH: join(dir, 'bench.db'),
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      RATE_LIMIT_MAX: '1000000',
      // Per-user render budgets would refuse most of this load with 429: the point here is what
      // the server does with renders it accepts, so they are lifted.
      RENDER_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /running at (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

const rssMiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}

async function timed(url: string, init: RequestInit = {}): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

type Resume = ReturnType<typeof longResume>;

async function createResume(
  server: Server,
  document: Resume,
  headers: Record<string, string> = auth,
): Promise<{ id: string; version: number }> {
  const res = await fetch(`${server.url}/api/resumes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'document', document }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; version: number };
}

/** A two-page resume whose first bullet is edited before each export (a cache miss each time). */
async function ordinaryExporter(server: Server) {
  const original = getSample('product-manager') as Resume;
  const created = await createResume(server, original);
  const id = created.id;
  let version = created.version;
  let edits = 0;
  return async () => {
    const document = structuredClone(original);
    const job = document.work![0]!;
    job.highlights = [`${job.highlights![0]} (edit ${id} ${++edits})`, ...job.highlights!.slice(1)];
    const patched = await fetch(`${server.url}/api/resumes/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ version, document }),
    });
    version = ((await patched.json()) as { version: number }).version;
    return timed(`${server.url}/api/resumes/${id}/export?format=pdf`, { headers: auth });
  };
}

interface Probe {
  health: number[];
  exports: number[];
  exportStatuses: Map<number, number>;
  rss: number[];
  heavy: Map<number, number>;
}

/** Health every 20 ms, two-page exports back to back and RSS every 200 ms, for `seconds`. */
async function probe(server: Server, seconds: number, heavyIds: string[] = []): Promise<Probe> {
  const result: Probe = {
    health: [],
    exports: [],
    exportStatuses: new Map(),
    rss: [],
    heavy: new Map(),
  };
  const exportOnce = await ordinaryExporter(server);
  const until = performance.now() + seconds * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const count = (map: Map<number, number>, status: number) =>
    map.set(status, (map.get(status) ?? 0) + 1);
  await Promise.all([
    (async () => {
      while (performance.now() < until) {
        result.health.push((await timed(`${server.url}/api/health`)).ms);
        await sleep(20);
      }
    })(),
    (async () => {
      while (performance.now() < until) {
        const { ms, status } = await exportOnce();
        count(result.exportStatuses, status);
        if (status === 200) result.exports.push(ms);
      }
    })(),
    (async () => {
      while (performance.now() < until) {
        result.rss.push(rssMiB(server.pid));
        await sleep(200);
      }
    })(),
    ...heavyIds.map(async (id) => {
      while (performance.now() < until) {
        const { status } = await timed(`${server.url}/api/resumes/${id}/export?format=pdf`, {
          headers: heavyAuth,
        });
        count(result.heavy, status);
      }
    }),
  ]);
  return result;
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const statuses = (map: Map<number, number>) =>
  [...map].map(([status, n]) => `${n}×${status}`).join(', ') || '–';

function report(label: string, idle: Probe, busy: Probe) {
  const rows = [
    ['health p50 ms', percentile(idle.health, 0.5), percentile(busy.health, 0.5)],
    ['health p99 ms', percentile(idle.health, 0.99), percentile(busy.health, 0.99)],
    ['two-page export p50 ms', percentile(idle.exports, 0.5), percentile(busy.exports, 0.5)],
    ['two-page export p95 ms', percentile(idle.exports, 0.95), percentile(busy.exports, 0.95)],
    ['RSS max MiB', Math.max(...idle.rss), Math.max(...busy.rss)],
  ] as const;
  console.log(`\n### ${label}`);
  console.log('| measure | idle | 8 clients on 95 pages | ratio |');
  console.log('|---|---|---|---|');
  for (const [name, a, b] of rows)
    console.log(`| ${name} | ${fmt(a)} | ${fmt(b)} | ${fmt(b / a)}× |`);
  console.log(
    `samples: health ${idle.health.length}/${busy.health.length}, two-page exports ${statuses(idle.exportStatuses)} / ${statuses(busy.exportStatuses)}, 95-page answers ${statuses(busy.heavy)}`,
  );
  return rows;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

// 1. Start, first export, cached exports.
const started = performance.now();
const server = await startServer();
const listening = performance.now() - started;
const first = await createResume(server, getSample('product-manager') as Resume);
const firstExport = await timed(`${server.url}/api/resumes/${first.id}/export?format=pdf`, {
  headers: auth,
});
const cached: number[] = [];
for (let i = 0; i < 50; i++) {
  cached.push(
    (await timed(`${server.url}/api/resumes/${first.id}/export?format=pdf`, { headers: auth })).ms,
  );
}
console.log('\n| measure | ms |');
console.log('|---|---|');
console.log(`| spawn → listening | ${fmt(listening)} |`);
console.log(`| first export after start (status ${firstExport.status}) | ${fmt(firstExport.ms)} |`);
console.log(`| cached export, median of 50 | ${fmt(percentile(cached, 0.5))} |`);
console.log(`| cached export, p95 of 50 | ${fmt(percentile(cached, 0.95))} |`);

// 2. Idle baseline, then 8 clients on 95-page resumes, on the same server.
const monsters = await Promise.all(
  Array.from({ length: CLIENTS }, (_, i) =>
    createResume(server, longResume({ seed: `client ${i}` }), heavyAuth),
  ),
);
const idle = await probe(server, Math.max(5, LOAD_SECONDS / 2));
const busy = await probe(
  server,
  LOAD_SECONDS,
  monsters.map((m) => m.id),
);
const [, healthP99, , exportP95, rss] = report('default limits (20-page cap)', idle, busy);
await server.stop();

console.log(
  `\nfirst export ≤ 300 ms: ${verdict(firstExport.status === 200 && firstExport.ms <= 300)}`,
);
console.log(`cached export median ≤ 5 ms: ${verdict(percentile(cached, 0.5) <= 5)}`);
console.log(`health p99 ≤ 50 ms under load: ${verdict(healthP99[2] <= 50)}`);
console.log(`two-page export p95 ≤ 300 ms under load: ${verdict(exportP95[2] <= 300)}`);
console.log(`RSS < 400 MiB under load: ${verdict(rss[2] < 400)}`);

// 3. Informational: no page cap in the way, so the 95-page renders run until the time limit.
if (process.env.BENCH_SKIP_UNCAPPED !== '1') {
  const uncapped = await startServer({ RENDER_MAX_PAGES: '200' });
  const heavy = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) =>
      createResume(uncapped, longResume({ seed: `uncapped ${i}` }), heavyAuth),
    ),
  );
  const idle2 = await probe(uncapped, 5);
  const busy2 = await probe(
    uncapped,
    LOAD_SECONDS,
    heavy.map((m) => m.id),
  );
  report('informational: page cap lifted, 95-page renders run into the time limit', idle2, busy2);
  await uncapped.stop();
}
issuer.close();
