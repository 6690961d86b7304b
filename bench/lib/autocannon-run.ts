import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** Drives one URL with a bounded number of connections for a bounded time (loopback only). */
export async function load(
  label: string,
  url: string,
  { seconds = 5, connections = 20, headers = {} as Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Sends each bearer token once (a fixed amount of requests rather than a duration). */
export async function loadEach(
  label: string,
  url: string,
  tokens: string[],
  { connections = 20 } = {},
): Promise<LoadResult> {
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    connections,
    amount: tokens.length,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${tokens[next++ % tokens.length]}`,
          },
        }),
      },
    ],
  });
  return {
    label,
    requestsPerSecond: Math.round(result.requests.total / ((performance.now() - started) / 1000)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export interface LoadTarget {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Loads each target in turn, round after round, and keeps each one's median run: alternating
 * spreads any drift in machine load over all targets alike.
 */
export async function loadInRounds(
  targets: LoadTarget[],
  { rounds = 3, seconds = 3 } = {},
): Promise<LoadResult[]> {
  const samples = new Map<string, LoadResult[]>(targets.map((t) => [t.label, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      const headers = target.headers ?? {};
      samples.get(target.label)!.push(await load(target.label, target.url, { seconds, headers }));
    }
  }
  return targets.map((t) => medianResult(samples.get(t.label)!));
}

/** The run with the median throughput (its latencies come with it). */
export function medianResult(results: LoadResult[]): LoadResult {
  const sorted = [...results].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function printTable(
  rows: LoadResult[],
  baseline: LoadResult,
  budgets: Record<string, number>,
) {
  console.log('\n| route | req/s | p50 ms | p99 ms | non-2xx | ratio to baseline | budget |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ratio = row.requestsPerSecond / baseline.requestsPerSecond;
    const budget = budgets[row.label];
    const verdict =
      budget === undefined
        ? '—'
        : `≥ ${Math.round(budget * 100)}% ${ratio >= budget ? 'PASS' : 'FAIL'}`;
    console.log(
      `| ${row.label} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.non2xx} | ${(ratio * 100).toFixed(1)}% | ${verdict} |`,
    );
  }
}
