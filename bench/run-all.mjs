// `npm run bench`: every benchmark in turn; each prints its own table of ratios and budgets.
import { spawnSync } from 'node:child_process';

const only = process.argv[2];
const benches = [
  'api-throughput.ts',
  'billing-status.ts',
  'startup.ts',
  'home-page.ts',
  'lighthouse-public.ts',
  'pdf-render.ts',
  'cover-letter-pdf.ts',
  'pdf-corpus.ts',
  'render-isolation.ts',
  'render-spare.ts',
  'resume-list.ts',
  'resume-list-render.ts',
  'preview-latency.ts',
  'first-preview.ts',
  'match-engine.ts',
  'cover-letter-generate.ts',
  'job-board-render.ts',
  'job-reminders.ts',
  'job-tracker-api.ts',
  'jobs-list.ts',
  'data-export-zip.ts',
].filter((b) => !only || b.startsWith(only));
let failed = false;
for (const bench of benches) {
  console.log(`\n## ${bench}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', `bench/${bench}`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
