import { renderToBuffer } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import { extractPdfText } from '../render/readback/extract-pdf-text.ts';
import { readSfnt } from '../render/pdf/node-font-resolver.ts';
import { ResumePdf } from '../templates/resume-pdf.ts';
import type { FontFile } from './font-files.ts';
import { registerFonts } from './register-fonts.ts';

const NAME = 'דנה לוי';

describe('a font file that fails to load', () => {
  it('is loaded again by the next render', async () => {
    let failures = 0;
    registerFonts((file: FontFile) => {
      if (file.family === 'noto-sans-hebrew' && failures === 0) {
        failures += 1;
        throw new Error('Failed to fetch');
      }
      return readSfnt(file);
    });
    const resume = createResume({ name: NAME, templateId: 'classic' });
    const draw = () =>
      renderToBuffer(h(ResumePdf, { resume }) as unknown as Parameters<typeof renderToBuffer>[0]);

    await expect(draw()).rejects.toThrow('Failed to fetch');
    const bytes = new Uint8Array(await draw());
    expect(failures).toBe(1);
    expect((await extractPdfText(bytes)).text).toContain('לוי');
  });
});
