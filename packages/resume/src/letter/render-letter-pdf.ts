import { renderToBuffer } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import { preparePdfEngine } from '../render/pdf/prepare-engine.ts';
import { countPdfPages } from '../templates/count-pages.ts';
import { LetterPdf } from './letter-pdf.ts';
import type { LetterDocument } from './letter-types.ts';

export interface RenderedLetterPdf {
  bytes: Uint8Array;
  pageCount: number;
}

/** The letter as a PDF, drawn on the server with the engine and fonts of resume exports. */
export async function renderLetterPdf(letter: LetterDocument): Promise<RenderedLetterPdf> {
  preparePdfEngine();
  // renderToBuffer is typed for a <Document> element; LetterPdf renders exactly one.
  const element = h(LetterPdf, { letter }) as unknown as Parameters<typeof renderToBuffer>[0];
  const buffer = await renderToBuffer(element);
  const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  return { bytes, pageCount: countPdfPages(bytes) };
}
