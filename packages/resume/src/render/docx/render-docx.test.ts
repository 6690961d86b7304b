import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { RESUME_SAMPLES } from '../../samples/index.ts';
import { buildResumeView } from '../../view/build-resume-view.ts';
import { renderDocx } from './render-docx.ts';

describe('DOCX export', () => {
  it.each(RESUME_SAMPLES.map((s) => [s.id, s.resume] as const))(
    'reads back %s with mammoth: headings, bullets and name',
    async (_, resume) => {
      const buffer = Buffer.from(await renderDocx(resume));
      const view = buildResumeView(resume);
      const { value: text } = await mammoth.extractRawText({ buffer });
      expect(text).toContain(view.name);
      for (const section of view.sections) {
        expect(text).toContain(section.title);
        for (const entry of section.entries) {
          for (const bullet of entry.bullets) expect(text).toContain(bullet);
          if (entry.title) expect(text).toContain(entry.title);
        }
      }
      const { value: html, messages } = await mammoth.convertToHtml({ buffer });
      expect(messages.filter((m) => m.type === 'error')).toEqual([]);
      expect(html).toContain(`<h1>${view.name.replace(/&/g, '&amp;')}</h1>`);
      expect(html.match(/<h2>/g)?.length).toBe(view.sections.length);
      expect(html).toMatch(/<ul><li>/);
    },
  );

  it('keeps links as hyperlinks', async () => {
    const buffer = Buffer.from(await renderDocx(RESUME_SAMPLES[0]!.resume));
    const { value: html } = await mammoth.convertToHtml({ buffer });
    expect(html).toContain('<a href="https://github.com/priyaraman">github.com/priyaraman</a>');
    expect(html).toContain('<a href="mailto:priya.raman@example.com">');
  });
});
