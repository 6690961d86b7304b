import { describe, expect, it } from 'vitest';
import { createUnsavedStore } from './unsaved-store.ts';

const copy = (id: string, writer = 'tab-a') => ({
  id,
  baseVersion: 2,
  document: { text: `for ${id}` },
  writer,
  savedAt: 1,
});

describe('createUnsavedStore', () => {
  it('keeps one copy per document under its own prefix', () => {
    const letters = createUnsavedStore<{ text: string }>('letters.');
    const resumes = createUnsavedStore<{ text: string }>('resumes.');
    letters.write(copy('a'));
    expect(letters.read('a')).toEqual(copy('a'));
    expect(resumes.read('a')).toBeNull();
    expect(window.localStorage.getItem('letters.a')).not.toBeNull();
  });

  it('clears only a copy the same tab wrote', () => {
    const store = createUnsavedStore<{ text: string }>('letters.');
    store.write(copy('a', 'tab-b'));
    store.clear('a', 'tab-a');
    expect(store.read('a')).not.toBeNull();
    store.clear('a', 'tab-b');
    expect(store.read('a')).toBeNull();
  });

  it('reads resume copies that name their id resumeId, and ignores broken entries', () => {
    const store = createUnsavedStore<{ text: string }>('resumio.unsaved.');
    const { id, ...rest } = copy('r1');
    window.localStorage.setItem('resumio.unsaved.r1', JSON.stringify({ ...rest, resumeId: id }));
    expect(store.read('r1')).toEqual(copy('r1'));
    window.localStorage.setItem('resumio.unsaved.r2', '{not json');
    expect(store.read('r2')).toBeNull();
    window.localStorage.setItem('resumio.unsaved.r3', JSON.stringify(copy('other')));
    expect(store.read('r3')).toBeNull();
  });
});
