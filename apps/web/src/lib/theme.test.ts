import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  THEME_SELECT_ATTRIBUTE,
  applyThemeChoice,
  keepEarlyThemeChoices,
  readThemeChoice,
  saveThemeChoice,
  subscribeThemeChoice,
} from './theme.ts';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset['theme'];
});

describe('theme choice', () => {
  it('follows the system until a choice is made, and keeps the choice in this browser', () => {
    expect(readThemeChoice()).toBe('system');
    saveThemeChoice('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(document.documentElement.dataset['theme']).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('ignores a stored value it does not know, and tells subscribers of a change', () => {
    localStorage.setItem('resumio.theme', 'sepia');
    expect(readThemeChoice()).toBe('system');
    let calls = 0;
    const stop = subscribeThemeChoice(() => (calls += 1));
    saveThemeChoice('light');
    stop();
    saveThemeChoice('dark');
    expect(calls).toBe(1);
    applyThemeChoice('system');
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });

  it('keeps a choice made in the page before the app runs', () => {
    keepEarlyThemeChoices();
    document.body.innerHTML = `<select ${THEME_SELECT_ATTRIBUTE}><option value="system"></option><option value="dark"></option></select><select id="other"><option value="dark"></option></select>`;
    const [theme, other] = [...document.querySelectorAll('select')] as HTMLSelectElement[];
    other!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(readThemeChoice()).toBe('system');
    theme!.value = 'dark';
    theme!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(readThemeChoice()).toBe('dark');
    expect(document.documentElement.dataset['theme']).toBe('dark');
    document.body.innerHTML = '';
  });

  it('agrees with the prerendered pages’ start script, which draws the theme before the app', () => {
    const script = readFileSync(
      resolve(__dirname, '../../build/prerender/start-after-paint.js'),
      'utf8',
    );
    expect(script).toContain(`'resumio.theme'`);
    expect(script).toContain(`'${THEME_SELECT_ATTRIBUTE}'`);
  });
});
