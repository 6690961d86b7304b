import { describe, expect, it } from 'vitest';
import { looksEnglish } from './looks-english.ts';

describe('looksEnglish', () => {
  it('reads English prose as English, and short or list-like text too', () => {
    expect(looksEnglish(['Backend engineer with six years of building APIs for payments.'])).toBe(
      true,
    );
    expect(
      looksEnglish(['Led the migration of 1,800 services to a unified deploy pipeline.']),
    ).toBe(true);
    expect(looksEnglish(['Python, SQL, Docker'])).toBe(true);
    expect(looksEnglish(['Nurse on a busy surgical floor.'])).toBe(true);
    expect(looksEnglish(['Zoë Müller: senior designer for fintech and health apps.'])).toBe(true);
  });

  it('reads other languages as not English, in Latin letters or not', () => {
    expect(
      looksEnglish([
        'Desarrollador de software con más de 9 años de experiencia en equipos ágiles.',
      ]),
    ).toBe(false);
    expect(
      looksEnglish([
        'Après plusieurs années chez une start-up, j’ai décidé de devenir indépendant.',
      ]),
    ).toBe(false);
    expect(
      looksEnglish([
        'Leidenschaftlicher Software-Ingenieur mit ausgeprägtem Interesse an IT-Sicherheit.',
      ]),
    ).toBe(false);
    expect(
      looksEnglish(['Fullstack-разработчик на Node.js с опытом настройки инфраструктуры.']),
    ).toBe(false);
    expect(looksEnglish(['拥有7年以上React和小程序生态系统经验的高级前端工程师。'])).toBe(false);
  });
});
