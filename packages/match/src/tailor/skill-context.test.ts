import { describe, expect, it } from 'vitest';
import { everydayWord, inSkillContext } from './skill-context.ts';

const at = (text: string, word: string, list = false) => {
  const start = text.indexOf(word);
  return inSkillContext(text, start, start + word.length, list);
};

describe('inSkillContext', () => {
  it('reads a brand or a name around an everyday word as no skill', () => {
    expect(at('Launched Surf Excel and Close Up in two new regions.', 'Excel')).toBe(false);
    expect(at('Launched Surf Excel and Close Up in two new regions.', 'Close')).toBe(false);
    expect(at('Reported to the Head Office in Pune.', 'Head')).toBe(false);
    expect(at('Worked close up with the shop floor.', 'close')).toBe(false);
  });

  it('reads a tool cue, a list or a skills entry as a skill', () => {
    expect(at('Built cost models in Excel for the plant.', 'Excel')).toBe(true);
    expect(at('Reported weekly with MS Excel pivot tables.', 'Excel')).toBe(true);
    expect(at('Tracked orders in Tableau, Excel and SQL.', 'Excel')).toBe(true);
    expect(at('Networking', 'Networking', true)).toBe(true);
    expect(at('Handled accounts payable for the vendors.', 'accounts payable')).toBe(true);
  });

  it('needs no context for a distinctive name', () => {
    expect(everydayWord('PostgreSQL')).toBe(false);
    expect(everydayWord('AWS')).toBe(false);
    expect(everydayWord('Networking')).toBe(true);
    expect(everydayWord('facilities')).toBe(true);
    expect(at('Deployed billing jobs to K8s.', 'K8s')).toBe(true);
  });
});
