// Renders one sample in one template in a process that has drawn nothing else, and prints
// the stable form's hash: the reference an order-independence test compares against.
import { createHash } from 'node:crypto';
import { renderPdfDocument } from '../render/pdf/render-pdf.ts';
import type { TemplateId } from '../model/template-ids.ts';
import { sample } from './fixtures.ts';
import { stablePdf } from './stable-pdf.ts';

const [id, templateId] = process.argv.slice(2) as [string, TemplateId];
const { bytes } = await renderPdfDocument(sample(id), { templateId });
process.stdout.write(createHash('sha256').update(stablePdf(bytes)).digest('hex'));
