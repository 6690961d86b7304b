import { describe, expect, it } from 'vitest';
import { countPdfPages } from './count-pages.ts';

const pdf = (text: string) => new TextEncoder().encode(text);

describe('countPdfPages', () => {
  it('counts page objects and not the page tree', () => {
    const file = pdf(
      '1 0 obj <</Type /Pages /Kids [2 0 R 3 0 R] /Count 2>> endobj\n' +
        '2 0 obj <</Type /Page /Parent 1 0 R>> endobj\n' +
        '3 0 obj <</Type /Page/Parent 1 0 R>> endobj',
    );
    expect(countPdfPages(file)).toBe(2);
  });

  it('finds none in a file without pages, or one cut short', () => {
    expect(countPdfPages(pdf('%PDF-1.3\n'))).toBe(0);
    expect(countPdfPages(pdf('<</Type /Pag'))).toBe(0);
    expect(countPdfPages(pdf('<</Type /Page'))).toBe(1);
  });
});
