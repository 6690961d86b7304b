import { describe, expect, it } from 'vitest';
import { breakLongWord } from './break-long-words.ts';

describe('breakLongWord', () => {
  it('keeps ordinary words whole', () => {
    expect(breakLongWord('internationalisation')).toEqual(['internationalisation']);
  });

  it('breaks a link after its punctuation, losing nothing', () => {
    const url = 'https://example.org/research/2024/consensus_protocols?author=ana&page=12';
    const pieces = breakLongWord(url);
    expect(pieces.join('')).toBe(url);
    expect(pieces).toContain('research/');
    expect(pieces).toContain('author=');
    expect(pieces.every((piece) => [...piece].length <= 10)).toBe(true);
  });

  it('breaks a token without punctuation every few letters, marks kept with their letter', () => {
    const word = 'e\u0301'.repeat(30);
    const pieces = breakLongWord(word);
    expect(pieces.join('')).toBe(word);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((piece) => !piece.startsWith('\u0301'))).toBe(true);
  });

  it('lets Chinese and Japanese break between characters', () => {
    expect(breakLongWord('开发了一个服务')).toEqual(['开', '发', '了', '一', '个', '服', '务']);
    expect(breakLongWord('Node.js无头渲染')).toEqual(['Node.js', '无', '头', '渲', '染']);
    // A closing mark stays on the line of the character before it, an opening one moves on.
    expect(breakLongWord('工程师。应用（全局）')).toEqual([
      '工',
      '程',
      '师。',
      '应',
      '用',
      '（全',
      '局）',
    ]);
  });
});
