import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_IDS, type TemplateId } from '../../model/template-ids.ts';
import { RESUME_SAMPLES } from '../../samples/index.ts';
import { stablePdf } from '../../testing/stable-pdf.ts';
import { renderPdfDocument } from './render-pdf.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../../testing/render-alone.ts', import.meta.url));

async function renderedAlone(id: string, templateId: TemplateId): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, id, templateId], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
  });
  return stdout.trim();
}

const hash = (bytes: Uint8Array) => createHash('sha256').update(stablePdf(bytes)).digest('hex');

describe('a render depends on its input only', () => {
  // Pairs across families and scripts: the subject is drawn after every sample in every
  // template in this process, and alone in a fresh one.
  const subjects: [string, TemplateId][] = [
    ['ml-researcher-pl', 'modern'],
    ['data-engineer-es', 'classic'],
    ['product-designer', 'minimal'],
    ['staff-engineer', 'timeline'],
  ];

  it('gives the same bytes after other documents as alone', async () => {
    for (const sample of RESUME_SAMPLES) {
      for (const templateId of TEMPLATE_IDS) await renderPdfDocument(sample.resume, { templateId });
    }
    for (const [id, templateId] of subjects) {
      const resume = RESUME_SAMPLES.find((s) => s.id === id)!.resume;
      const warmed = hash((await renderPdfDocument(resume, { templateId })).bytes);
      expect(warmed, `${id} in ${templateId}`).toBe(await renderedAlone(id, templateId));
    }
  }, 120_000);

  it('leaves plain pdfkit working after an export', async () => {
    await renderPdfDocument(RESUME_SAMPLES[0]!.resume);
    const doc = new (
      PDFDocument as unknown as new () => {
        text(s: string): unknown;
        end(): void;
        on(event: string, cb: (chunk?: Buffer) => void): void;
      }
    )();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk) => chunks.push(chunk!));
    const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
    doc.text('Plain pdfkit still has Helvetica');
    doc.end();
    await done;
    const pdf = Buffer.concat(chunks).toString('latin1');
    expect(pdf).toContain('/BaseFont /Helvetica');
  });
});
