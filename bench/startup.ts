// `npm start` on an installed, built tree: time from spawn to the first answered request,
// against the time to start a bare `node -e` process (the floor) in the same run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 3900 + Math.floor(Math.random() * 90);

async function timeToFirstRequest(freshDatabase: boolean): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'resumio-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SQLITE_PATH: join(dir, freshDatabase ? 'fresh.db' : 'app.db'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not yet listening
      }
      await new Promise((r) => setTimeout(r, 10));
      if (performance.now() - started > 30_000) throw new Error('start took over 30 s');
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

async function nodeFloor(): Promise<number> {
  const started = performance.now();
  await new Promise((r) => spawn(process.execPath, ['-e', '0']).once('exit', r));
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const times: number[] = [];
const floors: number[] = [];
for (let i = 0; i < runs; i++) {
  floors.push(await nodeFloor());
  times.push(await timeToFirstRequest(true));
}
const m = median(times);
console.log('\n| measure | median ms | runs (ms) |');
console.log('|---|---|---|');
console.log(
  `| node -e 0 (floor) | ${median(floors).toFixed(0)} | ${floors.map((t) => t.toFixed(0)).join(', ')} |`,
);
console.log(
  `| npm start → first 200 (new database) | ${m.toFixed(0)} | ${times.map((t) => t.toFixed(0)).join(', ')} |`,
);
console.log(
  `ratio to floor: ${(m / median(floors)).toFixed(1)}×; budget ≤ 3000 ms: ${m <= 3000 ? 'PASS' : 'FAIL'}`,
);
