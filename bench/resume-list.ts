// The data side of "a list of 200 resumes": GET /api/resumes?pageSize=100 for pages 1 and 2 (what
// /my-resumes and /resumes fetch for a user with 200 resumes), sequential round-trip latency over
// loopback HTTP, against a bare Fastify hello route measured in the same run. The servers run in
// their own processes; this one only sends requests, one at a time.
import { RESUME_SAMPLES } from '@resumio/resume';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startChildServer } from './lib/child-server.ts';
import { percentile, timeRequests } from './lib/request-latency.ts';

const RESUMES = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WARM_UP = 30;
const tsx = ['--import', 'tsx'];

// A local issuer, so the list route does real JWKS-backed verification as in production.
const issuer = await startBenchIssuer();
const auth = { authorization: `Bearer ${await issuer.signToken('list')}` };

const bare = await startChildServer([...tsx, 'bench/servers/bare-fastify.ts']);
const api = await startChildServer([...tsx, 'bench/servers/product-api.ts'], issuer.env);

try {
  // 200 real resumes through the API: the samples in turn, each under its own title.
  for (let i = 0; i < RESUMES; i++) {
    const sample = RESUME_SAMPLES[i % RESUME_SAMPLES.length]!;
    const res = await fetch(`${api.url}/api/resumes`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'sample',
        sampleId: sample.id,
        title: `${sample.name} #${i + 1}`,
      }),
    });
    if (res.status !== 201) throw new Error(`seed: ${res.status} ${await res.text()}`);
  }

  const targets = [
    { label: 'bare Fastify /hello', url: `${bare.url}/hello`, headers: {} },
    {
      label: 'list page 1 (100 of 200)',
      url: `${api.url}/api/resumes?page=1&pageSize=100`,
      headers: auth,
    },
    {
      label: 'list page 2 (100 of 200)',
      url: `${api.url}/api/resumes?page=2&pageSize=100`,
      headers: auth,
    },
    {
      label: 'list search q=engineer, by title',
      url: `${api.url}/api/resumes?pageSize=100&q=engineer&sort=title_asc`,
      headers: auth,
    },
  ];
  const { times, bytes } = await timeRequests(targets, { runs: RUNS, warmUp: WARM_UP });
  const [page1, page2] = [times.get(targets[1]!.label)!, times.get(targets[2]!.label)!];
  const pairs = page1.map((ms, run) => ms + page2[run]!);

  const baseline = percentile(times.get(targets[0]!.label)!, 0.5);
  console.log(`\n${RESUMES} resumes, ${RUNS} runs (after ${WARM_UP} warm-up), loopback HTTP`);
  console.log('\n| request | p50 ms | p90 ms | p99 ms | body KB | p50 vs baseline |');
  console.log('|---|---|---|---|---|---|');
  const row = (label: string, values: number[], size?: number) => {
    const p50 = percentile(values, 0.5);
    console.log(
      `| ${label} | ${p50.toFixed(2)} | ${percentile(values, 0.9).toFixed(2)} | ${percentile(values, 0.99).toFixed(2)} | ${size === undefined ? '—' : (size / 1024).toFixed(1)} | ${(p50 / baseline).toFixed(1)}× |`,
    );
  };
  for (const t of targets) row(t.label, times.get(t.label)!, bytes.get(t.label));
  row('pages 1 + 2, one after the other', pairs);
  const pairP50 = percentile(pairs, 0.5);
  console.log(
    `\nBoth pages of a ${RESUMES}-resume list arrive in ${pairP50.toFixed(1)} ms (median), ` +
      `${pairP50.toFixed(0)}% of the UI's 100 ms list budget, before any rendering.`,
  );
} finally {
  await bare.stop();
  await api.stop();
  issuer.close();
}
