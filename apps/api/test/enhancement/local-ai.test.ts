import { tailor } from '@resumio/match';
import { describe, expect, it } from 'vitest';
import { NO_USAGE, type RewriteTarget } from '../../src/adapters/ai/ai-port.ts';
import { createLocalAi } from '../../src/adapters/ai/local/local-ai.ts';
import { engineerResume, JOB } from './support.ts';

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('the local ai adapter', () => {
  const ai = createLocalAi();
  const resume = engineerResume();
  const signal = new AbortController().signal;
  const target = (path: string, text: string): RewriteTarget => ({ path, text, keywords: [] });

  it('is the engine: no model, no proposals beyond its own, no usage', async () => {
    expect(ai.kind).toBe('local');
    expect(ai.modelName).toBeNull();
    const targets = [target('basics.summary', 'Engineer who builds reliable services.')];
    expect(await ai.proposeRewrites({ resume, job: JOB, targets, signal })).toEqual({
      proposals: [],
      usage: NO_USAGE,
    });
  });

  it("streams the engine's wording for a place word by word, joining to it exactly", async () => {
    const changes = tailor(resume, JOB).changes;
    for (const path of ['basics.summary', 'work[0].highlights[2]']) {
      const change = changes.find((c) => c.path === path)!;
      const stream = ai.streamRewrite({
        resume,
        job: JOB,
        target: target(path, change.before as string),
        signal,
      });
      const pieces = await collect(stream.textStream);
      expect(pieces.length).toBeGreaterThan(3);
      expect(pieces.join('')).toBe(change.after);
      expect(pieces.every((p) => /^\S+\s*$/.test(p))).toBe(true);
      expect(await stream.usage).toEqual(NO_USAGE);
    }
  });

  it('streams the text as it is where the engine changes nothing, and stops when aborted', async () => {
    const text = 'Mentored two interns.';
    const place = target('work[0].highlights[0]', text);
    const pieces = await collect(
      ai.streamRewrite({ resume, job: JOB, target: place, signal }).textStream,
    );
    expect(pieces).toEqual(['Mentored ', 'two ', 'interns.']);

    const aborted = AbortSignal.abort();
    const none = ai.streamRewrite({ resume, job: JOB, target: place, signal: aborted });
    expect(await collect(none.textStream)).toEqual([]);
  });
});
