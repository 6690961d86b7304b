// The next export after a render was ended by its time limit: with a warm spare render thread
// (RENDER_SPARE_WORKERS=1, the default) it starts at once; without one it waits for a new thread
// to load fonts and templates. One render thread (RENDER_WORKERS=1, a small server), so the
// ended thread is the only one. Baselines in the same run: the same server without a spare, and
// the same two-page export while nothing was ended. Budget: with the spare, the export after an
// ended render does not wait for the replacement thread: at most half the time it takes without
// one. (It still costs more than idle: the replacement loads on the other core meanwhile, and
// the spare renders its first real document.)
import { longResume } from '../apps/api/test/resumes/long-resume.ts';
import { startBenchIssuer } from './lib/bench-issuer.ts';
import { startProductServer } from './lib/product-server.ts';

const { getSample } = await import('@resumio/resume');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const issuer = await startBenchIssuer();
const ordinary = { authorization: `Bearer ${await issuer.signToken('ordinary', 'ordinary-user')}` };
const heavy = { authorization: `Bearer ${await issuer.signToken('heavy', 'heavy-user')}` };

type Resume = ReturnType<typeof longResume>;

async function createResume(url: string, headers: Record<string, string>, document: Resume) {
  const res = await fetch(`${url}/api/resumes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'document', document }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; version: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function measure(spare: number): Promise<{ idle: number; afterEnded: number }> {
  const server = await startProductServer(3990 + spare, {
    ...issuer.env,
    NODE_ENV: 'production',
    WEB_DIST_DIR: '/nonexistent',
    RENDER_WORKERS: '1',
    RENDER_SPARE_WORKERS: String(spare),
    RENDER_TIMEOUT_MS: '1500',
    RENDER_MAX_PAGES: '200',
    RENDER_RATE_LIMIT_MAX: '1000000',
    RENDER_PER_USER: '100',
  });
  try {
    for (let i = 0; i < 600 && (await fetch(`${server.url}/api/ready`)).status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const original = getSample('product-manager') as Resume;
    const created = await createResume(server.url, ordinary, original);
    let version = created.version;
    let edits = 0;
    // Each export follows an edit, as between two downloads, so none comes from the cache.
    const exportOnce = async () => {
      const document = structuredClone(original);
      const job = document.work![0]!;
      job.highlights = [`${job.highlights![0]} (edit ${++edits})`, ...job.highlights!.slice(1)];
      const patched = await fetch(`${server.url}/api/resumes/${created.id}`, {
        method: 'PATCH',
        headers: { ...ordinary, 'content-type': 'application/json' },
        body: JSON.stringify({ version, document }),
      });
      version = ((await patched.json()) as { version: number }).version;
      const started = performance.now();
      const res = await fetch(`${server.url}/api/resumes/${created.id}/export?format=pdf`, {
        headers: ordinary,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`export answered ${res.status}`);
      return performance.now() - started;
    };
    await exportOnce();
    const idle: number[] = [];
    for (let i = 0; i < ROUNDS; i++) idle.push(await exportOnce());

    const afterEnded: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const long = await createResume(server.url, heavy, longResume({ seed: `${spare}-${i}` }));
      const ended = await fetch(`${server.url}/api/resumes/${long.id}/export?format=pdf`, {
        headers: heavy,
      });
      await ended.arrayBuffer();
      if (ended.status !== 422) throw new Error(`the long render answered ${ended.status}`);
      afterEnded.push(await exportOnce());
    }
    return { idle: median(idle), afterEnded: median(afterEnded) };
  } finally {
    server.stop();
  }
}

const withSpare = await measure(1);
const withoutSpare = await measure(0);
issuer.close();

const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
const ratio = withSpare.afterEnded / withoutSpare.afterEnded;
console.table({
  'spare (default)': {
    'idle export ms': Math.round(withSpare.idle),
    'after an ended render ms': Math.round(withSpare.afterEnded),
    'ratio to idle': (withSpare.afterEnded / withSpare.idle).toFixed(2),
  },
  'no spare': {
    'idle export ms': Math.round(withoutSpare.idle),
    'after an ended render ms': Math.round(withoutSpare.afterEnded),
    'ratio to idle': (withoutSpare.afterEnded / withoutSpare.idle).toFixed(2),
  },
});
console.log(
  `load average ${load}; after an ended render, spare vs no spare: ${ratio.toFixed(2)}× (budget ≤ 0.5×) → ${ratio <= 0.5 ? 'met' : 'NOT met'}`,
);
process.exitCode = ratio <= 0.5 ? 0 : 1;
