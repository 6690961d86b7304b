import { describe, expect, it } from 'vitest';
import { judgeNodeRuntime } from '../../src/node-runtime.ts';

describe('Node.js runtime check', () => {
  it.each(['22.12.0', 'v24.21.0', '25.0.0'])('accepts %s without a word', (version) => {
    expect(judgeNodeRuntime(version)).toEqual({ kind: 'supported' });
  });

  it.each(['20.19.0', 'v20.20.2'])('runs on %s with an end-of-life notice', (version) => {
    expect(judgeNodeRuntime(version)).toEqual({
      kind: 'past-end-of-life',
      message: `Node.js ${version} is past its end of life (April 2026); Resumio supports Node.js 22 or 24.`,
    });
  });

  it.each(['20.18.3', 'v18.20.0', '16.0.0'])('refuses %s, naming the minimum', (version) => {
    expect(judgeNodeRuntime(version)).toEqual({
      kind: 'too-old',
      message: `Resumio needs Node.js 20.19.0 or newer (22 or 24 recommended); this is Node.js ${version}.`,
    });
  });
});
