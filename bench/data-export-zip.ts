// "Export everything" as a ZIP (decision 056) for an account with 200 resumes and 2,000
// applications, against a baseline measured in the same process: the same 200 resumes' PDFs
// rendered one after another through the render pool's ordinary lane, as a person's own exports
// are. The ZIP holds those PDFs and much more (JSON Resume per resume, the CSV and JSON of the
// applications, account, settings), compressed and written to the database a part at a time;
// the ratio says what all of that adds to the renders themselves, which the export cannot avoid.
// Its renders take the low-priority lane, so on a busy machine the ratio grows: that is by
// design (people's own exports go first). Budget: ≤ 1.5× the baseline, on an idle machine.
// BENCH_RESUMES / BENCH_APPLICATIONS make a smaller account for a quick look.
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';

// React and react-pdf pick their production code paths at import time, as on the server.
process.env.NODE_ENV = 'production';
const { getSample } = await import('@resumio/resume');
const { createTestDatabase } = await import('@resumio/db/testing');
const { createRenderer } = await import('../apps/api/src/adapters/rendering/renderer.ts');
const { loadConfig } = await import('../apps/api/src/config.ts');
const { prepareDataExport } =
  await import('../apps/api/src/modules/account/prepare-data-export.ts');
const { resumeContent } = await import('../apps/api/src/modules/resumes/resume-content.ts');
const { blankJobRow } = await import('../apps/api/src/modules/jobs/new-job-row.ts');

const RESUMES = Number(process.env.BENCH_RESUMES ?? 200);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 2000);
const BUDGET_RATIO = 1.5;

const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000' });
const database = await createTestDatabase('sqlite');
const db = database.db;
const now = new Date().toISOString();
const userId = randomUUID();
await db
  .insertInto('users')
  .values({
    id: userId,
    issuer: 'https://bench.invalid',
    subject: 'bench',
    email: 'bench@example.com',
    display_name: 'Bench Person',
    created_at: now,
    updated_at: now,
  })
  .execute();

type Resume = NonNullable<ReturnType<typeof getSample>>;
const sample = getSample('staff-engineer') as Resume;
// Every resume differs (its name), so no render is answered from the cache.
const documents: Resume[] = [];
for (let i = 0; i < RESUMES; i++) {
  const document = structuredClone(sample);
  document.basics = { ...document.basics, name: `Bench Person ${i}` };
  document.resumio = { ...document.resumio!, title: `Resume ${i % 50}` };
  documents.push(document);
  await db
    .insertInto('resumes')
    .values({
      id: randomUUID(),
      user_id: userId,
      ...resumeContent(document),
      version: 1,
      created_at: now,
      updated_at: now,
      deleted_at: null,
      tailored_source_id: null,
      tailored_job_title: null,
      tailored_company: null,
      tailored_job_description: null,
    })
    .execute();
}
const posting = 'We build payment systems. Requirements: Go, PostgreSQL, Kubernetes. '.repeat(40);
for (let i = 0; i < APPLICATIONS; i += 200) {
  await db
    .insertInto('job_applications')
    .values(
      Array.from({ length: Math.min(200, APPLICATIONS - i) }, (_, k) =>
        blankJobRow({
          user_id: userId,
          stage_id: ['wishlist', 'applied', 'interviewing'][(i + k) % 3]!,
          position: i + k,
          company: `${(i + k) % 7 === 0 ? '=' : ''}Company ${i + k}, "Ltd"`,
          role: 'Backend Engineer',
          job_description: posting,
          created_at: now,
          updated_at: now,
        }),
      ),
    )
    .execute();
}

const user = {
  id: userId,
  issuer: 'https://bench.invalid',
  subject: 'bench',
  email: 'bench@example.com',
  display_name: 'Bench Person',
  created_at: now,
  updated_at: now,
};

// Two renderers, so neither run finds the other's PDFs in its cache; both warm before timing.
const baselineRenderer = createRenderer(config.render);
const exportRenderer = createRenderer(config.render);
await Promise.all([baselineRenderer.warm(), exportRenderer.warm()]);
// The low-priority lane starts on its first job: one render warms it.
await exportRenderer.preview(structuredClone(sample), {}, { owner: 'background:warm' });

let started = performance.now();
for (const document of documents) await baselineRenderer.preview(document, {}, { owner: userId });
const baselineMs = performance.now() - started;

const exportId = randomUUID();
await db
  .insertInto('data_exports')
  .values({
    id: exportId,
    user_id: userId,
    status: 'preparing',
    progress_done: 0,
    progress_total: 0,
    byte_size: null,
    error: null,
    created_at: now,
    heartbeat_at: now,
    finished_at: null,
    expires_at: null,
  })
  .execute();
const heapBefore = process.memoryUsage().heapUsed;
let heapPeak = heapBefore;
const sampler = setInterval(() => {
  heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
}, 50);
started = performance.now();
const file = await prepareDataExport(
  {
    db,
    dialect: 'sqlite',
    renderer: exportRenderer,
    clock: () => new Date(),
    embeddedIssuer: null,
    log: console,
  },
  user,
  exportId,
  new AbortController().signal,
);
const exportMs = performance.now() - started;
clearInterval(sampler);

await Promise.all([baselineRenderer.close(), exportRenderer.close()]);
await database.cleanup();

const ratio = exportMs / baselineMs;
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
console.log(
  `account: ${RESUMES} resumes, ${APPLICATIONS} applications; ZIP ${(file.byteSize / 1024 / 1024).toFixed(1)} MB, ${file.total} files`,
);
console.log('\n| run | seconds |');
console.log('|---|---|');
console.log(`| ZIP export (low-priority lane) | ${(exportMs / 1000).toFixed(1)} |`);
console.log(`| baseline: the resumes' PDFs, one by one | ${(baselineMs / 1000).toFixed(1)} |`);
console.log(
  `heap growth during the export: ${((heapPeak - heapBefore) / 1024 / 1024).toFixed(0)} MB (ZIP ${(file.byteSize / 1024 / 1024).toFixed(0)} MB)`,
);
console.log(
  `export ${(exportMs / 1000).toFixed(1)} s = ${ratio.toFixed(2)}× the baseline; budget ≤ ${BUDGET_RATIO}×: ${ratio <= BUDGET_RATIO ? 'PASS' : 'FAIL'}`,
);
if (ratio > BUDGET_RATIO) process.exitCode = 1;
