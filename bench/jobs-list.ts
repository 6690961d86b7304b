// The tracker list of a user with 2,000 applications (budget: p50 ≤ 30 ms) against bare Fastify
// answering the very same JSON in the same run, a page of 150 cards, the cost of each way to write
// the answer in this process (zod as before, the compiled writer now, JSON.stringify), and
// /api/health while 8 readers keep downloading the list (budget: p99 within 3× of idle).
import { spawn } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListJobsResponseSchema } from '@resumio/contract/jobs';
import { z } from 'zod';
import { compiledWriter } from '../apps/api/src/lib/response-serializer.ts';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startChildServer } from './lib/child-server.ts';
import { percentile, timeRequests } from './lib/request-latency.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARM_UP = 10;
const COUNT = 2000;
const READERS = 8;
const tsx = ['--import', 'tsx'];
const BUDGET_LIST_MS = 30;
const BUDGET_HEALTH_RATIO = 3;

const issuer = await startBenchIssuer();
const auth = { authorization: `Bearer ${await issuer.signToken('list', 'list-user')}` };
const api = await startChildServer([...tsx, 'bench/servers/product-api.ts'], {
  ...issuer.env,
  BENCH_PREMIUM_SUBJECTS: 'list-user',
});
const dir = mkdtempSync(join(tmpdir(), 'resumio-jobs-list-'));
let bare: Awaited<ReturnType<typeof startChildServer>> | undefined;

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Tyrell'];
const ROLES = ['Backend Engineer', 'Data Scientist', 'Product Manager', 'SRE', 'Designer'];

function applicationsCsv(count: number): string {
  const rows = ['Company,Role,Stage,Source,Tags,Location,Created,Notes'];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 120) * 86_400_000).toISOString().slice(0, 10);
    rows.push(
      [
        `${COMPANIES[i % COMPANIES.length]} ${i}`,
        ROLES[i % ROLES.length],
        ['Wishlist', 'Applied', 'Interviewing'][i % 3],
        'LinkedIn',
        `"remote, tier-${i % 3}"`,
        i % 2 ? 'Remote' : 'Berlin',
        day,
        i % 4 === 0 ? 'Spoke to the recruiter' : '',
      ].join(','),
    );
  }
  return rows.join('\n');
}

/** Times `count` calls of `fn` and answers the median in ms. */
function medianOf(count: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return percentile(times, 0.5);
}

/**
 * Health answered one at a time while `readers` loops download the whole list. The readers run
 * in a process of their own: reading 8 megabyte bodies on this process's event loop would delay
 * this process's own health timings and blame the server for it.
 */
async function healthWhile(readers: number, samples: number): Promise<number[]> {
  const child =
    readers === 0
      ? undefined
      : spawn(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const [url, auth, n] = process.argv.slice(1);
             const loop = async () => { for (;;) await (await fetch(url, { headers: { authorization: auth } })).arrayBuffer(); };
             for (let i = 0; i < Number(n); i++) loop();
             setTimeout(() => console.log('READING'), 300);`,
            `${api.url}/api/jobs`,
            auth.authorization,
            String(readers),
          ],
          { stdio: ['ignore', 'pipe', 'inherit'] },
        );
  // The readers get going before the first sample.
  if (child) await new Promise((resolve) => child.stdout!.once('data', resolve));
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  if (child) {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
  return times;
}

try {
  const imported = await fetch(`${api.url}/api/jobs/import`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ csv: applicationsCsv(COUNT) }),
  });
  if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  const list = await (await fetch(`${api.url}/api/jobs`, { headers: auth })).json();
  const file = join(dir, 'list.json');
  writeFileSync(file, JSON.stringify(list));
  bare = await startChildServer([...tsx, 'bench/servers/bare-json.ts'], { BENCH_JSON_FILE: file });

  const targets = [
    { label: 'bare Fastify, same JSON', url: `${bare.url}/list`, headers: {} },
    { label: `GET /api/jobs (${COUNT})`, url: `${api.url}/api/jobs`, headers: auth },
    { label: 'GET /api/jobs?limit=150', url: `${api.url}/api/jobs?limit=150`, headers: auth },
  ];
  const { times, bytes } = await timeRequests(targets, { runs: RUNS, warmUp: WARM_UP });
  const base = percentile(times.get(targets[0]!.label)!, 0.5);
  console.log(`\n${RUNS} runs (after ${WARM_UP} warm-up), loopback HTTP, one request at a time`);
  console.log('\n| request | p50 ms | p90 ms | body KB | p50 vs bare |');
  console.log('|---|---|---|---|---|');
  for (const t of targets) {
    const values = times.get(t.label)!;
    console.log(
      `| ${t.label} | ${percentile(values, 0.5).toFixed(1)} | ${percentile(values, 0.9).toFixed(1)} | ${(bytes.get(t.label)! / 1024).toFixed(0)} | ${(percentile(values, 0.5) / base).toFixed(2)}× |`,
    );
  }
  const listP50 = percentile(times.get(targets[1]!.label)!, 0.5);
  console.log(
    `list p50 ${listP50.toFixed(1)} ms: ${listP50 <= BUDGET_LIST_MS ? 'within' : 'OVER'} ${BUDGET_LIST_MS} ms`,
  );

  // The writing alone, in this process: what the route's serialiser costs per answer.
  const compiled = compiledWriter(ListJobsResponseSchema)!;
  const viaZod = () => JSON.stringify(z.encode(ListJobsResponseSchema, list));
  const plain = medianOf(30, () => JSON.stringify(list));
  const zodMs = medianOf(30, viaZod);
  const compiledMs = medianOf(30, () => compiled(list));
  console.log('\n| writer, 2,000 applications | median ms | vs JSON.stringify |');
  console.log('|---|---|---|');
  for (const [label, ms] of [
    ['JSON.stringify', plain],
    ['zod encode + JSON.stringify (before)', zodMs],
    ['compiled from the JSON Schema (now)', compiledMs],
  ] as const) {
    console.log(`| ${label} | ${ms.toFixed(1)} | ${(ms / plain).toFixed(1)}× |`);
  }

  const idle = await healthWhile(0, RUNS);
  const loaded = await healthWhile(READERS, RUNS);
  const idleP99 = percentile(idle, 0.99);
  const loadedP99 = percentile(loaded, 0.99);
  console.log(`\n| /api/health, ${RUNS} samples | p50 ms | p99 ms |`);
  console.log('|---|---|---|');
  console.log(
    `| idle | ${percentile(idle, 0.5).toFixed(1)} | ${idleP99.toFixed(1)} |\n| ${READERS} readers of the whole list | ${percentile(loaded, 0.5).toFixed(1)} | ${loadedP99.toFixed(1)} |`,
  );
  const ratio = loadedP99 / idleP99;
  console.log(
    `health p99 under readers: ${ratio.toFixed(1)}× idle (${ratio <= BUDGET_HEALTH_RATIO ? 'within' : 'OVER'} ${BUDGET_HEALTH_RATIO}×)`,
  );
  console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
} finally {
  await bare?.stop();
  await api.stop();
  issuer.close();
  rmSync(dir, { recursive: true, force: true });
}
