import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize.ts';
import { findTermHits } from './find-terms.ts';
import { inSkillContext } from './skill-context.ts';

const kept = (text: string, listed = false) =>
  findTermHits(text, tokenize(text))
    .filter((h) => h.entry.skillContext !== undefined && inSkillContext(text, h, listed))
    .map((h) => h.entry.name);

describe('inSkillContext', () => {
  it('counts an everyday word in a skills list or after a skill cue', () => {
    expect(kept('Excel, Word, PowerPoint')).toEqual(['Excel']);
    expect(kept('Strong experience with Excel and SQL.')).toEqual(['Excel']);
    expect(kept('Networking', true)).toEqual(['Networking']);
    expect(kept('Kenntnisse in Excel')).toEqual(['Excel']);
  });

  it('never counts it in a brand, an idiom or an address', () => {
    expect(kept('Promoted Surf Excel across 40 stores in the region.')).toEqual([]);
    expect(kept('Send your CV to recruiting@example.com today.')).toEqual([]);
    expect(kept('You bring executive presence, polish and a calm head under pressure.')).toEqual(
      [],
    );
    expect(
      kept('We are looking for someone who can work without supervision in a fast team.'),
    ).toEqual([]);
  });
});
