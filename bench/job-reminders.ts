// The calendar (ICS) feed of a job search with 500 applications (1,500 events: a deadline, a
// follow-up and an interview each), in process, against GET /api/health through the same plugin
// stack as the baseline. Rows: the public feed route as calendar apps poll it (data unchanged since
// the last poll: token lookup, query, content hash, cached body), the same route right after an
// application changed (the feed is rendered again), and the render alone. Budget: the polled feed
// route p95 ≤ 15 ms; the re-render after a change is reported beside it. The reminders list of the
// same search is timed too (what /api/jobs/reminders computes after its query).
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { DEFAULT_JOB_STAGES } from '@resumio/contract/jobs';
import { createDatabase, migrateToLatest, type JobApplicationsTable } from '@resumio/db';
import type { Kysely } from 'kysely';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { computeReminders } from '../apps/api/src/modules/reminders/compute-reminders.ts';
import { renderCalendarFeed } from '../apps/api/src/modules/reminders/render-calendar-feed.ts';

const APPLICATIONS = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const WARM_UP = 20;
const BUDGET_MS = 15;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'https://resumio.example',
  SQLITE_PATH: ':memory:',
  RATE_LIMIT_MAX: '1000000',
  WEB_DIST_DIR: '/nonexistent',
  RENDER_WORKERS: '1',
  DIGEST_SCHEDULER: 'false',
});
const database = createDatabase({ sqlitePath: ':memory:' });
await migrateToLatest(database.db as Kysely<unknown>);
const app = await buildApp({ config, database, logger: false });
await app.ready();

// One user with 500 open applications, as the tracker stores them, and a feed token.
const userId = randomUUID();
const now = new Date('2026-12-03T10:00:00.000Z');
await database.db
  .insertInto('users')
  .values({
    id: userId,
    issuer: 'bench',
    subject: 'bench',
    email: 'bench@example.com',
    display_name: 'Bench',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  })
  .execute();
const openStages = ['wishlist', 'applied', 'interviewing', 'offer'];
const rows: JobApplicationsTable[] = Array.from({ length: APPLICATIONS }, (_, i) => {
  const day = (offset: number) =>
    new Date(now.getTime() + (offset - 30) * 86_400_000).toISOString().slice(0, 10);
  return {
    id: randomUUID(),
    user_id: userId,
    version: 1,
    stage_id: openStages[i % openStages.length]!,
    position: i,
    company: `Company ${i} & Partners`,
    role: `Senior Software Engineer, Platform ${i}`,
    location: 'Berlin',
    remote_policy: 'hybrid',
    salary_min: 70_000,
    salary_max: 90_000,
    salary_currency: 'EUR',
    salary_period: 'year',
    posting_url: `https://jobs.example.com/postings/${i}`,
    source: 'LinkedIn',
    job_description: 'We are looking for an engineer. '.repeat(20),
    priority: 'medium',
    tags: '["remote","backend"]',
    applied_on: day(i % 30),
    deadline_on: day(i % 60),
    follow_up_on: day((i % 60) + 5),
    next_interview_at: new Date(now.getTime() + ((i % 90) - 20) * 86_400_000).toISOString(),
    contacts: '[]',
    resume_id: null,
    cover_letter_id: null,
    sent_snapshot: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    deleted_at: null,
  };
});
for (let i = 0; i < rows.length; i += 100) {
  await database.db
    .insertInto('job_applications')
    .values(rows.slice(i, i + 100))
    .execute();
}
const token = 'b'.repeat(43);
await database.db
  .insertInto('calendar_feeds')
  .values({ user_id: userId, token, created_at: now.toISOString() })
  .execute();

async function timeRoute(url: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return elapsed;
}
function timeTask(task: () => unknown): number {
  const started = performance.now();
  task();
  return performance.now() - started;
}

const feedUrl = `/api/calendar/${token}.ics`;
const feedBytes = (await app.inject({ method: 'GET', url: feedUrl })).body.length;
const events =
  (await app.inject({ method: 'GET', url: feedUrl })).body.split('BEGIN:VEVENT').length - 1;
const opts = { publicUrl: config.publicUrl };
const window = { today: '2026-12-03', timeZone: 'Europe/Berlin', days: 14 };

const times = {
  baseline: [] as number[],
  feed: [] as number[],
  changed: [] as number[],
  render: [] as number[],
  list: [] as number[],
};
let edits = 0;
for (let run = 0; run < WARM_UP + ROUNDS; run++) {
  // Interleaved, so drift in the machine's load hits every row alike.
  const baseline = await timeRoute('/api/health');
  const feed = await timeRoute(feedUrl);
  // One application changes (as a save in the tracker does), then the feed is asked for again.
  edits += 1;
  await database.db
    .updateTable('job_applications')
    .set({ updated_at: new Date(now.getTime() + edits * 1000).toISOString() })
    .where('id', '=', rows[edits % rows.length]!.id)
    .execute();
  const changed = await timeRoute(feedUrl);
  const render = timeTask(() => renderCalendarFeed(rows, DEFAULT_JOB_STAGES, opts));
  const list = timeTask(() => computeReminders(rows, DEFAULT_JOB_STAGES, window));
  if (run < WARM_UP) continue;
  times.baseline.push(baseline);
  times.feed.push(feed);
  times.changed.push(changed);
  times.render.push(render);
  times.list.push(list);
}
await app.close();
await database.destroy();

console.log(
  `${APPLICATIONS} applications, ${events} events, feed ${(feedBytes / 1024).toFixed(0)} KB; ${ROUNDS} runs each after ${WARM_UP} warm-up`,
);
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
console.log('| task | min ms | p50 ms | p95 ms | p50 × baseline |');
console.log('|---|---|---|---|---|');
const base50 = percentile(times.baseline, 50);
const table = [
  ['GET /api/health (baseline)', times.baseline],
  ['GET /api/calendar/:token.ics, polled (unchanged)', times.feed],
  ['GET /api/calendar/:token.ics, after a change', times.changed],
  ['render the ICS only', times.render],
  ['reminders list (computed)', times.list],
] as const;
for (const [name, values] of table) {
  const p50 = percentile(values, 50);
  console.log(
    `| ${name} | ${Math.min(...values).toFixed(2)} | ${p50.toFixed(2)} | ${percentile(values, 95).toFixed(2)} | ${(p50 / base50).toFixed(1)}× |`,
  );
}
const feedP95 = percentile(times.feed, 95);
console.log(
  `budget: polled ICS feed p95 ${feedP95.toFixed(1)} ms ≤ ${BUDGET_MS} ${feedP95 <= BUDGET_MS ? 'ok' : 'OVER'}; ` +
    `after a change p95 ${percentile(times.changed, 95).toFixed(1)} ms (reported, not budgeted)`,
);
if (feedP95 > BUDGET_MS) process.exitCode = 1;
