import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaleJobError, createLatestWinsScheduler } from './latest-wins.ts';

interface Deferred {
  input: string;
  resolve(value: string): void;
  reject(error: unknown): void;
  isStale(): boolean;
}

function setup(delayMs = 100, firstDelayMs?: number) {
  const jobs: Deferred[] = [];
  const onResult = vi.fn();
  const onError = vi.fn();
  const onBusyChange = vi.fn();
  const scheduler = createLatestWinsScheduler<string, string>({
    delayMs,
    firstDelayMs,
    run: (input, isStale) =>
      new Promise<string>((resolve, reject) => jobs.push({ input, resolve, reject, isStale })),
    onResult,
    onError,
    onBusyChange,
  });
  return { scheduler, jobs, onResult, onError, onBusyChange };
}

describe('latest-wins preview scheduling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts only after a quiet period, with the newest input', async () => {
    const { scheduler, jobs } = setup();
    scheduler.schedule('a');
    await vi.advanceTimersByTimeAsync(60);
    scheduler.schedule('ab');
    await vi.advanceTimersByTimeAsync(99);
    expect(jobs).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(jobs.map((j) => j.input)).toEqual(['ab']);
  });

  it('starts the first input after its own quiet time, and later ones after the usual', async () => {
    const { scheduler, jobs } = setup(100, 0);
    scheduler.schedule('first');
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs.map((j) => j.input)).toEqual(['first']);
    jobs[0]!.resolve('pdf first');
    scheduler.schedule('second');
    await vi.advanceTimersByTimeAsync(99);
    expect(jobs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(jobs.map((j) => j.input)).toEqual(['first', 'second']);
  });

  it('runs one job at a time and drops the result of a job overtaken by newer input', async () => {
    const { scheduler, jobs, onResult } = setup();
    scheduler.schedule('v1');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.schedule('v2');
    scheduler.schedule('v3');
    await vi.advanceTimersByTimeAsync(100);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.isStale()).toBe(true);

    jobs[0]!.resolve('pdf v1');
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).not.toHaveBeenCalled();
    expect(jobs.map((j) => j.input)).toEqual(['v1', 'v3']);

    jobs[1]!.resolve('pdf v3');
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('pdf v3', 'v3');
  });

  it('reports busy from the first change until the newest result is shown', async () => {
    const { scheduler, jobs, onBusyChange } = setup();
    scheduler.schedule('a');
    expect(onBusyChange).toHaveBeenLastCalledWith(true);
    await vi.advanceTimersByTimeAsync(100);
    jobs[0]!.resolve('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it('surfaces errors of the newest job only, ignores stale bail-outs, and retries', async () => {
    const { scheduler, jobs, onError, onResult } = setup();
    scheduler.schedule('a');
    await vi.advanceTimersByTimeAsync(100);
    jobs[0]!.reject(new StaleJobError());
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).not.toHaveBeenCalled();

    scheduler.schedule('b');
    await vi.advanceTimersByTimeAsync(100);
    jobs[1]!.reject(new Error('worker crashed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'b');

    scheduler.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(jobs[2]!.input).toBe('b');
    jobs[2]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledWith('ok', 'b');
  });

  it('does nothing after dispose', async () => {
    const { scheduler, jobs } = setup();
    scheduler.schedule('a');
    scheduler.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(jobs).toHaveLength(0);
  });
});
