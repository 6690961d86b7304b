// Soak of the SQLite path: the product API (real plugins, a SQLite file) takes bursts of writes and
// reads from several users for SOAK_MINUTES (10 by default), and between bursts the server runs a
// full garbage collection. Statements freed by the collector used to abort Node 24.19+ under
// better-sqlite3 12; the soak passes when the server is alive and healthy at the end and no
// request failed. This process also prepares and drops statements of its own on another SQLite file
// and collects them between bursts, since the server's statement cache keeps most of its own.
// Run it on each Node release: `node --expose-gc --import tsx bench/sqlite-soak.ts`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSqliteDriver } from '../packages/db/src/sqlite-driver.ts';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startChildServer } from './lib/child-server.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const users = Number(process.env.SOAK_USERS ?? 6);

const issuer = await startBenchIssuer();
const server = await startChildServer(
  ['--expose-gc', '--require', './bench/servers/gc-on-signal.cjs', '--import', 'tsx'].concat(
    'bench/servers/product-api.ts',
  ),
  issuer.env,
);
let exited: string | null = null;
server.child.once('exit', (code, signal) => {
  exited = `exit code ${code}, signal ${signal}`;
});

interface Session {
  headers: Record<string, string>;
  id: string;
  version: number;
}

async function call(session: Session | null, path: string, init: RequestInit = {}) {
  const headers = {
    ...(session?.headers ?? {}),
    ...(init.body ? { 'content-type': 'application/json' } : {}),
  };
  return fetch(`${server.url}${path}`, { ...init, headers });
}

const sessions: Session[] = [];
for (let i = 0; i < users; i++) {
  const headers = {
    authorization: `Bearer ${await issuer.signToken(`soak-${i}`, `soak-user-${i}`)}`,
  };
  const created = await call({ headers, id: '', version: 0 }, '/api/resumes', {
    method: 'POST',
    body: JSON.stringify({ source: 'blank', title: `Soak ${i}` }),
  });
  if (created.status !== 201) throw new Error(`creating a resume answered ${created.status}`);
  const body = (await created.json()) as { id: string; version: number };
  sessions.push({ headers, id: body.id, version: body.version });
}

const latencies: number[] = [];
let requests = 0;
let writes = 0;
let failures = 0;
let bursts = 0;
let collections = 0;
const timed = async (run: () => Promise<Response>, expected: number) => {
  const started = performance.now();
  const response = await run();
  const text = await response.text();
  latencies.push(performance.now() - started);
  requests++;
  if (response.status !== expected) failures++;
  return { status: response.status, text };
};

async function burst(session: Session, n: number) {
  const title = `Soak ${n} ${Math.random().toString(36).slice(2, 8)}`;
  const updated = await timed(
    () =>
      call(session, `/api/resumes/${session.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ version: session.version, title }),
      }),
    200,
  ).catch(() => null);
  writes++;
  if (updated?.status === 200) session.version = (JSON.parse(updated.text) as Session).version;
  // Searches with changing text and sort orders: the statement cache sees many shapes.
  const sorts = ['updated_desc', 'title_asc', 'created_desc'];
  await Promise.all([
    timed(() => call(session, `/api/resumes/${session.id}`), 200),
    timed(
      () =>
        call(
          session,
          `/api/resumes?q=${encodeURIComponent(title.slice(0, 8))}&sort=${sorts[n % 3]}`,
        ),
      200,
    ),
    timed(() => call(null, '/api/health'), 200),
  ]).catch(() => failures++);
}

// Statements made and dropped each burst, with their own SQL text so none is reused.
const SQLite = loadSqliteDriver();
const churn = new SQLite(join(mkdtempSync(join(tmpdir(), 'resumio-soak-')), 'churn.db'));
churn.pragma('journal_mode = WAL');
churn.prepare('create table if not exists t (n integer, s text)').run();
let churned = 0;
function churnStatements(n: number) {
  for (let i = 0; i < 200; i++) {
    churn.prepare(`insert into t (n, s) values (${n * 1000 + i}, ?)`).run(`row ${i}`);
    churn.prepare(`select count(*) as c from t where n >= ${i}`).get();
    churned += 2;
  }
  churn.prepare(`delete from t where n < ${n * 1000 - 5000}`).run();
  // Garbage, so collections also start from allocation, not only from gc() (the crash's path).
  const garbage = Array.from({ length: 50_000 }, (_, i) => ({ i, s: 'x'.repeat(20) }));
  return garbage.length;
}
const gc = (globalThis as { gc?: () => void }).gc;

const started = Date.now();
const endAt = started + minutes * 60_000;
while (Date.now() < endAt && !exited) {
  await Promise.all(sessions.map((session) => burst(session, bursts)));
  churnStatements(bursts);
  gc?.();
  bursts++;
  if (!exited && server.child.pid) {
    server.child.kill('SIGUSR2');
    collections++;
  }
}
const health = exited ? null : await call(null, '/api/health').catch(() => null);
const sorted = latencies.sort((a, b) => a - b);
const pct = (p: number) => (sorted[Math.floor((sorted.length - 1) * p)] ?? 0).toFixed(1);
const alive = !exited && health?.status === 200;
console.log(`Node ${process.version}, ${((Date.now() - started) / 60_000).toFixed(1)} min soak`);
console.log(
  `bursts ${bursts}, requests ${requests} (writes ${writes}), forced collections ${collections} in the server${gc ? ' and here' : ''}, failed requests ${failures}`,
);
console.log(`statements prepared and dropped here: ${churned}`);
console.log(`latency p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms`);
console.log(
  alive ? 'server alive and healthy at the end' : `server died: ${exited ?? 'health check failed'}`,
);
churn.close();
if (!exited) await server.stop();
issuer.close();
process.exit(alive && failures === 0 && bursts > 0 ? 0 : 1);
