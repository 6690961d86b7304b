import * as pdfjs from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { StaleJobError } from './latest-wins.ts';

pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

// One pdf.js worker for every redraw: without it each document starts (and loads) its own.
let sharedWorker: pdfjs.PDFWorker | null = null;
function pdfWorker(): pdfjs.PDFWorker {
  if (!sharedWorker || sharedWorker.destroyed) sharedWorker = new pdfjs.PDFWorker();
  return sharedWorker;
}

/**
 * Starts pdf.js's worker (its own download and compile) while the resume is still being
 * rendered, instead of after the PDF arrives.
 */
export function warmPdfDrawing(): void {
  pdfWorker();
}

export interface DrawOptions {
  /** CSS width of one page on screen. */
  cssWidth: number;
  isStale(): boolean;
  /** Each page as soon as it is drawn, so the first page can be shown before the rest. */
  onPage?(canvas: HTMLCanvasElement, index: number): void;
}

const yieldToInput = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws each page of a PDF onto its own detached canvas, yielding between pages so typing never
 * waits on more than a page's worth of drawing. A finished canvas replaces the old one whole, so
 * nothing flickers.
 */
export async function drawPdfPages(pdf: ArrayBuffer, options: DrawOptions) {
  const task = pdfjs.getDocument({
    data: new Uint8Array(pdf),
    worker: pdfWorker(),
    isEvalSupported: false,
    // Glyphs are drawn from the parsed outlines instead of registering each redraw's embedded
    // fonts with the page as web fonts, which costs far more than drawing one page.
    disableFontFace: true,
  });
  const document = await task.promise;
  try {
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const canvases: HTMLCanvasElement[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      if (options.isStale()) throw new StaleJobError();
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: (options.cssWidth / base.width) * ratio });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.dataset.aspect = `${base.width} / ${base.height}`;
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
      canvases.push(canvas);
      if (!options.isStale()) options.onPage?.(canvas, number - 1);
      await yieldToInput();
    }
    return canvases;
  } finally {
    void document.destroy();
  }
}
