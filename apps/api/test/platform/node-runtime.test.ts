import { describe, expect, it } from 'vitest';
import { judgeNodeRuntime } from '../../src/node-runtime.ts';

describe('Node.js runtime check', () => {
  it.each(['22.12.0', '22.23.3', 'v24.0.0', 'v24.21.0', '25.0.0', '26.1.0'])(
    'accepts %s without a word',
    (version) => {
      expect(judgeNodeRuntime(version)).toEqual({ kind: 'supported' });
    },
  );

  it.each(['20.19.0', 'v20.20.2'])('runs on %s with an end-of-life notice', (version) => {
    expect(judgeNodeRuntime(version)).toEqual({
      kind: 'past-end-of-life',
      message: `Node.js ${version} is past its end of life (April 2026); Resumio supports Node.js 24 and 22.`,
    });
  });

  it.each(['20.18.3', 'v18.20.0', '16.0.0', '21.7.3', '22.11.0', 'v23.11.1'])(
    'refuses %s in one line naming the supported releases',
    (version) => {
      expect(judgeNodeRuntime(version)).toEqual({
        kind: 'unsupported',
        message: `Resumio does not run on Node.js ${version}: install Node.js 24 or 22.12+ (20.19+ still runs, past its end of life).`,
      });
    },
  );
});
