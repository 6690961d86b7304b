import { describe, expect, it } from 'vitest';
import { normalizeText, readLines } from './posting-lines.ts';
import { bulletHeads } from './bullet-heads.ts';

const heads = (text: string) => bulletHeads(readLines(normalizeText(text))).map((c) => c.surface);

describe('bulletHeads', () => {
  it('reports what each requirement bullet asks for, in any language, without its lead', () => {
    expect(
      heads(`Requirements
- Good knowledge of cross-browser compatibility issues
- Experience with warehouse slotting, cycle counts and audits
- Team player with a positive attitude
- Pragmatic`),
    ).toEqual(['cross-browser compatibility issues', 'warehouse slotting']);
    expect(
      heads(`Dein Profil
• Sehr gute Kenntnisse in Lagerlogistik
Profil souhaité
- Maîtrise de la paie et des déclarations sociales`),
    ).toEqual(['Lagerlogistik', 'paie']);
  });

  it('reads nothing outside the requirements when the posting has them', () => {
    expect(
      heads(`What you will do
- Warehouse slotting
Requirements
- SQL`),
    ).toEqual(['SQL']);
  });
});
