import { describe, expect, it } from 'vitest';
import { createWarmUps } from './warm-ups.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('warm-ups', () => {
  it('count a warm-up that waits for the server to listen, and start it only then', async () => {
    const warmUps = createWarmUps();
    let started = 0;
    let finish!: () => void;
    warmUps.addOnListen('render', () => {
      started += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    expect(warmUps.pending()).toEqual(['render']);
    await tick();
    expect(started).toBe(0);

    warmUps.listening();
    warmUps.listening();
    expect(started).toBe(1);
    expect(warmUps.pending()).toEqual(['render']);
    finish();
    await tick();
    expect(warmUps.pending()).toEqual([]);
  });

  it('start at once what is added after the server listens, and settle failures too', async () => {
    const warmUps = createWarmUps();
    warmUps.listening();
    let started = false;
    warmUps.addOnListen('compute', async () => {
      started = true;
      throw new Error('no threads');
    });
    expect(started).toBe(true);
    await tick();
    expect(warmUps.pending()).toEqual([]);
  });
});
