// The shape of a local letter on a resume imported the way real ones are: bullets of hundreds of
// words, numbered steps, labels and headings among the highlights.
import type { Resume } from '@resumio/resume-model';
import {
  blockText,
  letterLengths,
  letterTones,
  type GenerateLetterInput,
} from '@resumio/contract/cover-letters';
import { describe, expect, it } from 'vitest';
import { resumeStrings } from '../guard/resume-facts.ts';
import { composeLetter } from './compose-letter.ts';

const longBullet = [
  'Coordinated the rollout of a warehouse management system across 6 distribution centres',
  'working with vendors, floor supervisors, finance and the IT service desk to plan cut-over weekends',
  'train 140 pickers and packers, rewrite the standard operating procedures for receiving and dispatch',
  'and track stock accuracy before and after go-live, which rose from 91% to 99% within two quarters',
].join(', ');

const supervisor: Resume = {
  basics: { name: 'Lena Brooks', label: 'Warehouse Supervisor' },
  work: [
    {
      name: 'Northline Logistics',
      position: 'Warehouse Supervisor',
      startDate: '2019-03',
      endDate: '2025-08',
      highlights: [
        'Responsibilities:',
        longBullet,
        '1. Scheduled 3 shifts of 25 staff each week.',
        '2. Ran daily safety briefings and forklift checks.',
        'Environment: SAP EWM, Excel, Zebra scanners',
      ],
    },
    {
      name: 'Harbor Freightways',
      position: 'Inventory Clerk',
      startDate: '2016-01',
      endDate: '2019-02',
      highlights: ['Cut inventory count time by 30% by introducing cycle counts in SAP.'],
    },
  ],
  skills: [{ name: 'Operations', keywords: ['SAP', 'Inventory control', 'Forklift'] }],
};

const input = (tone: GenerateLetterInput['tone'], length: GenerateLetterInput['length']) => ({
  resumeId: 'r1',
  jobDescription:
    'Warehouse Supervisor\nRequirements\n- Inventory control\n- SAP\n- Forklift certification\n- Scheduling staff\n- Safety',
  jobTitle: 'Warehouse Supervisor',
  company: 'Cedar Supply Co.',
  tone,
  length,
  variant: 0,
});

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}%]+/gu) ?? [];

function longestCopiedRun(letter: string, sources: string[]): number {
  const body = words(letter);
  const texts = sources.map((s) => ` ${words(s).join(' ')} `);
  let best = 0;
  for (let i = 0; i < body.length; i++)
    for (let j = i + best + 1; j <= body.length; j++) {
      if (!texts.some((t) => t.includes(` ${body.slice(i, j).join(' ')} `))) break;
      best = j - i;
    }
  return best;
}

const count = (text: string, phrase: string) => text.split(phrase).length - 1;

describe('a local letter on an imported resume', () => {
  it.each(letterTones.flatMap((tone) => letterLengths.map((length) => ({ tone, length }))))(
    '$tone, $length: retells, never pastes or stitches',
    ({ tone, length }) => {
      const letter = composeLetter(supervisor, input(tone, length), { today: '2025-09-01' });
      const body = letter.content.body.map(blockText).join('\n');
      expect(longestCopiedRun(body, resumeStrings(supervisor))).toBeLessThanOrEqual(25);
      expect(body).not.toMatch(/(?:^|[.:]\s+|\n)\d{1,2}[.)]\s/);
      expect(body).not.toMatch(
        /\b(?:One|Another) (?:result|highlight)\b|Responsibilities|Environment/,
      );
      expect(body).not.toMatch(/\p{L}…/u);
      expect(count(body, 'Cedar Supply Co.')).toBeLessThanOrEqual(2);
      expect(count(body, 'Warehouse Supervisor role')).toBeLessThanOrEqual(2);
      const sentences = body.split(/(?<=[.!?])\s+/);
      expect(new Set(sentences).size).toBe(sentences.length);
      expect(letter.flags.filter((f) => f.kind !== 'length')).toEqual([]);
    },
  );

  it('keeps the resume’s figures and employers in what it retells', () => {
    const letter = composeLetter(supervisor, input('formal', 'standard'), { today: '2025-09-01' });
    const body = letter.content.body.map(blockText).join('\n');
    expect(body).toMatch(/Northline Logistics|Harbor Freightways/);
    expect(body).toMatch(/30%|99%|140|25 staff/);
  });
});
