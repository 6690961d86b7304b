export interface LatencyTarget {
  label: string;
  url: string;
  headers: Record<string, string>;
}

export interface Latencies {
  /** Per target label, the milliseconds of each kept run, in run order. */
  times: Map<string, number[]>;
  /** Per target label, the size of its answer's body. */
  bytes: Map<string, number>;
}

/** The value below which a share `p` (0 to 1) of the values lie: the nearest rank below. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

/**
 * Times a GET of every target once per run, one request at a time, over `warmUp + runs` runs; the
 * warm-up runs are not kept. Each answer must be 200.
 */
export async function timeRequests(
  targets: LatencyTarget[],
  { runs, warmUp }: { runs: number; warmUp: number },
): Promise<Latencies> {
  const times = new Map<string, number[]>(targets.map((t) => [t.label, []]));
  const bytes = new Map<string, number>();
  const timed = async (target: LatencyTarget) => {
    const started = performance.now();
    const res = await fetch(target.url, { headers: target.headers });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${target.label}: ${res.status}`);
    bytes.set(target.label, body.byteLength);
    return elapsed;
  };
  for (let run = 0; run < warmUp + runs; run++) {
    // Interleaved, so that drift in machine load hits every target alike.
    const results: number[] = [];
    for (const target of targets) results.push(await timed(target));
    if (run >= warmUp) targets.forEach((t, i) => times.get(t.label)!.push(results[i]!));
  }
  return { times, bytes };
}
