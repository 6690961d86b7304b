import { describe, expect, it } from 'vitest';
import { createNameAllocator, safeBaseName } from './data-export-names.ts';

describe('file names inside the data export', () => {
  it('never leaves the folder, hides a file or uses a reserved name', () => {
    expect(safeBaseName('../../etc/passwd', 'Resume')).toBe('etc passwd');
    expect(safeBaseName('..', 'Resume')).toBe('Resume');
    expect(safeBaseName('C:\\Windows\\win.ini', 'Resume')).toBe('C Windows win.ini');
    expect(safeBaseName('.hidden', 'Resume')).toBe('hidden');
    expect(safeBaseName('CON', 'Resume')).toBe('_CON');
    expect(safeBaseName('a\u0000b\nc', 'Resume')).toBe('a b c');
    expect(safeBaseName('   ', 'Resume')).toBe('Resume');
    expect(safeBaseName('Lebenslauf – Müller', 'Resume')).toBe('Lebenslauf – Müller');
    expect(safeBaseName('x'.repeat(300), 'Resume')).toHaveLength(100);
  });

  it('numbers duplicates, ignoring case', () => {
    const name = createNameAllocator();
    expect(name('Resume', 'x')).toBe('Resume');
    expect(name('resume', 'x')).toBe('resume (2)');
    expect(name('Resume', 'x')).toBe('Resume (3)');
    expect(name('Resume (2)', 'x')).toBe('Resume (2) (2)');
  });
});
