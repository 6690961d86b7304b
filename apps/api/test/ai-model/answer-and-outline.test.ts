import { RESUME_LIMITS } from '@resumio/resume';
import { describe, expect, it } from 'vitest';
import { answerJson } from '../../src/adapters/ai/model/answer-json.ts';
import { resumeOutline } from '../../src/adapters/ai/model/resume-outline.ts';
import { retryAfterMs } from '../../src/adapters/ai/model/retrying-fetch.ts';
import { toProposals } from '../../src/adapters/ai/model/rewrite-answer.ts';
import { resume, targets } from './fixtures.ts';

describe('answerJson', () => {
  const json = '{"rewrites":[{"path":"basics.summary","text":"A {braced} text."}]}';

  it.each([
    ['a bare object', json],
    ['a fenced object', `\`\`\`json\n${json}\n\`\`\``],
    ['an object after a sentence', `Here are the rewrites:\n${json}\nHope this helps.`],
    ['a fenced object after a sentence', `Sure!\n\`\`\`\n${json}\n\`\`\`\n`],
  ])('finds %s', (_name, text) => {
    expect(answerJson(text)).toBe(json);
  });

  it('leaves text without an object as it is, for the parser to refuse', () => {
    expect(answerJson('  I cannot help with that.  ')).toBe('I cannot help with that.');
  });
});

describe('retryAfterMs', () => {
  const headers = (init: Record<string, string>) => new Headers(init);

  it('reads retry-after-ms, retry-after in seconds, and retry-after as a date', () => {
    expect(retryAfterMs(headers({ 'retry-after-ms': '250' }))).toBe(250);
    expect(retryAfterMs(headers({ 'retry-after': '3' }))).toBe(3000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(
      5000,
    );
  });

  it('is undefined without a usable header', () => {
    expect(retryAfterMs(headers({}))).toBeUndefined();
    expect(retryAfterMs(headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });
});

describe('resumeOutline', () => {
  it('keeps the facts and positions, and leaves out contact details', () => {
    const outline = resumeOutline({
      ...resume,
      work: [{ name: 'Old Co', highlights: ['', 'Kept bullet'] }, ...resume.work!],
    });

    expect(outline.basics).toEqual({ label: 'Backend engineer', summary: resume.basics!.summary });
    const work = outline.work as { name?: string; highlights?: string[] }[];
    // Blank bullets stay so that work[0].highlights[1] is still "Kept bullet".
    expect(work[0]!.highlights).toEqual(['', 'Kept bullet']);
    expect(work[1]!.name).toBe('Acme Corp');
    const text = JSON.stringify(outline);
    expect(text).not.toContain('dana@example.com');
    expect(text).not.toContain('Dana Example');
  });
});

describe('toProposals', () => {
  it('drops a text longer than its field may hold', () => {
    const proposals = toProposals(
      {
        rewrites: [
          { path: 'work[0].highlights[0]', text: 'x'.repeat(RESUME_LIMITS.bullet + 1) },
          { path: 'basics.summary', text: 'Golang engineer.', reason: '  Uses   Golang. ' },
        ],
      },
      targets,
    );

    expect(proposals).toEqual([
      {
        path: 'basics.summary',
        before: targets[0]!.text,
        after: 'Golang engineer.',
        reason: 'Uses Golang.',
      },
    ]);
  });
});
