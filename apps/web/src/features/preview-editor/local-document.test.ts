import { createResume } from '@resumio/resume';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_DOCUMENT_KEY, loadLocalDocument } from './local-document.ts';

describe('the try-out resume kept in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('comes back as it was kept', () => {
    const resume = createResume({ title: 'Mine', templateId: 'modern', name: 'Hedy Lamarr' });
    localStorage.setItem(LOCAL_DOCUMENT_KEY, JSON.stringify(resume));
    expect(loadLocalDocument()).toEqual(resume);
  });

  it('gets the settings it lacks, keeping the ones it has', () => {
    const kept = {
      basics: { name: 'Hedy Lamarr', email: 'half-typed@' },
      resumio: { templateId: 'modern', design: { accentColor: 'not a colour' }, title: 'Mine' },
    };
    localStorage.setItem(LOCAL_DOCUMENT_KEY, JSON.stringify(kept));
    const loaded = loadLocalDocument();
    // Half-typed values are kept as typed; settings are completed.
    expect(loaded.basics).toEqual(kept.basics);
    expect(loaded.resumio?.templateId).toBe('modern');
    expect(loaded.resumio?.title).toBe('Mine');
    expect(loaded.resumio?.sections).toBeDefined();
    expect(loaded.resumio?.design.accentColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('sets a damaged copy aside and starts afresh', () => {
    localStorage.setItem(LOCAL_DOCUMENT_KEY, '{"basics": {');
    expect(loadLocalDocument().resumio?.title).toBe('My resume');
    expect(localStorage.getItem(`${LOCAL_DOCUMENT_KEY}.damaged`)).toBe('{"basics": {');
  });
});
