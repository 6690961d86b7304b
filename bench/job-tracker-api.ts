// The job tracker's read side over loopback HTTP, against a bare Fastify hello route measured in
// the same run: the board list for a user with 500 applications (budget: median ≤ 25 ms) and the
// analytics of a user with 2,000 applications and their stage history (budget: median ≤ 50 ms).
// The data goes in through the API itself: a CSV import, resumes linked to part of it and bulk
// moves through the stages, so every list carries "as sent" snapshots and analytics real history.
import { RESUME_SAMPLES } from '@resumio/resume';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startChildServer } from './lib/child-server.ts';
import { percentile, timeRequests } from './lib/request-latency.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const tsx = ['--import', 'tsx'];
const BUDGETS = { list: 25, analytics: 50 };

const issuer = await startBenchIssuer();
const listAuth = { authorization: `Bearer ${await issuer.signToken('list', 'list-user')}` };
const statsAuth = { authorization: `Bearer ${await issuer.signToken('stats', 'stats-user')}` };

const bare = await startChildServer([...tsx, 'bench/servers/bare-fastify.ts']);
const api = await startChildServer([...tsx, 'bench/servers/product-api.ts'], {
  ...issuer.env,
  BENCH_PREMIUM_SUBJECTS: 'list-user,stats-user',
});

async function send(
  auth: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const COMPANIES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Tyrell'];
const ROLES = ['Backend Engineer', 'Data Scientist', 'Product Manager', 'SRE', 'Designer'];
const SOURCES = ['LinkedIn', 'Referral', 'Company website', 'Indeed', 'Recruiter'];
const POSTING = Array.from(
  { length: 12 },
  (_, i) => `Requirement ${i + 1}: experience with distributed systems, SQL and clear writing.`,
).join('\n');

/** A spreadsheet of `count` applications, all in the wishlist, a third with a posting. */
function applicationsCsv(count: number): string {
  const rows = ['Company,Role,Stage,Source,Tags,Location,Created,Job Description,Notes'];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 120) * 86_400_000).toISOString().slice(0, 10);
    rows.push(
      [
        `${COMPANIES[i % COMPANIES.length]} ${i}`,
        ROLES[i % ROLES.length],
        'Wishlist',
        SOURCES[i % SOURCES.length],
        `"remote, tier-${i % 3}"`,
        i % 2 ? 'Remote' : 'Berlin',
        day,
        i % 3 === 0 ? `"${POSTING}"` : '',
        i % 4 === 0 ? 'Spoke to the recruiter' : '',
      ].join(','),
    );
  }
  return rows.join('\n');
}

interface Listed {
  items: { id: string; version: number }[];
}

async function bulk(auth: Record<string, string>, ids: string[], stageId: string) {
  for (let i = 0; i < ids.length; i += 500) {
    await send(auth, 'POST', '/api/jobs/bulk-stage', { ids: ids.slice(i, i + 500), stageId });
  }
}

/** Imports `count` applications and walks them through the funnel, some with a resume sent. */
async function seed(auth: Record<string, string>, count: number, withResumes: number) {
  const imported = (await send(auth, 'POST', '/api/jobs/import', {
    csv: applicationsCsv(count),
  })) as { imported: number };
  if (imported.imported !== count) throw new Error(`imported ${imported.imported} of ${count}`);
  const resumes: string[] = [];
  for (const sample of RESUME_SAMPLES.slice(0, 3)) {
    const created = (await send(auth, 'POST', '/api/resumes', {
      source: 'sample',
      sampleId: sample.id,
    })) as { id: string };
    resumes.push(created.id);
  }
  const { items } = (await send(auth, 'GET', '/api/jobs')) as Listed;
  for (const [i, job] of items.slice(0, withResumes).entries()) {
    await send(auth, 'PATCH', `/api/jobs/${job.id}`, {
      version: job.version,
      resumeId: resumes[i % resumes.length],
    });
  }
  const ids = items.map((job) => job.id);
  const share = (from: number, to: number) =>
    ids.slice(Math.floor(count * from), Math.floor(count * to));
  await bulk(auth, share(0, 0.6), 'applied');
  await bulk(auth, share(0, 0.25), 'interviewing');
  await bulk(auth, share(0, 0.08), 'offer');
  await bulk(auth, share(0.25, 0.45), 'rejected');
  await bulk(auth, share(0.6, 0.63), 'withdrawn');
}

try {
  const started = performance.now();
  await seed(listAuth, 500, 150);
  await seed(statsAuth, 2000, 300);
  console.log(`\nSeeded through the API in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const targets = [
    { label: 'bare Fastify /hello', url: `${bare.url}/hello`, headers: {} },
    {
      label: 'list, 500 applications',
      url: `${api.url}/api/jobs`,
      headers: listAuth,
      budget: BUDGETS.list,
    },
    { label: 'list search q=acme, of 500', url: `${api.url}/api/jobs?q=acme`, headers: listAuth },
    {
      label: 'analytics, 2,000 applications',
      url: `${api.url}/api/jobs/analytics`,
      headers: statsAuth,
      budget: BUDGETS.analytics,
    },
  ];
  const { times, bytes } = await timeRequests(targets, { runs: RUNS, warmUp: WARM_UP });

  const baseline = percentile(times.get(targets[0]!.label)!, 0.5);
  console.log(`\n${RUNS} runs (after ${WARM_UP} warm-up), loopback HTTP, one request at a time`);
  console.log('\n| request | p50 ms | p90 ms | p99 ms | body KB | p50 vs baseline | budget |');
  console.log('|---|---|---|---|---|---|---|');
  for (const t of targets) {
    const values = times.get(t.label)!;
    const p50 = percentile(values, 0.5);
    const budget =
      t.budget === undefined ? '—' : `${p50 <= t.budget ? 'within' : 'OVER'} ${t.budget} ms`;
    console.log(
      `| ${t.label} | ${p50.toFixed(2)} | ${percentile(values, 0.9).toFixed(2)} | ${percentile(values, 0.99).toFixed(2)} | ${(bytes.get(t.label)! / 1024).toFixed(1)} | ${(p50 / baseline).toFixed(1)}× | ${budget} |`,
    );
  }
} finally {
  await bare.stop();
  await api.stop();
  issuer.close();
}
