import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface RasterOptions {
  /** Width of every page image in pixels (the page's width on screen times the pixel ratio). */
  widthPx: number;
  /** JPEG quality, 1–100. */
  quality?: number;
}

export interface PageImage {
  /** JPEG bytes. */
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The page's own size in points, for its aspect ratio on screen. */
  widthPt: number;
  heightPt: number;
}

/**
 * Page images are for a screen: the editor's widest preview column (820 CSS pixels) at a pixel
 * ratio of 2. Wider is a mistake, not a request, and costs memory outside the JavaScript heap.
 */
export const RASTER_WIDTH_MAX = 1640;
export const RASTER_WIDTH_MIN = 100;

/**
 * Draws every page of a PDF as an image (pdf.js onto a Skia canvas): what a preview shows before
 * the browser can draw the PDF itself. JPEG, because pages are mostly white with text and a
 * lossless image of antialiased text is several times larger for no visible gain at screen size.
 */
export async function rasterizePdf(
  pdf: Uint8Array,
  { widthPx, quality = 85 }: RasterOptions,
): Promise<PageImage[]> {
  const width = Math.round(Math.min(Math.max(widthPx, RASTER_WIDTH_MIN), RASTER_WIDTH_MAX));
  // Loaded on the first preview, not with the render threads: Skia costs every thread memory
  // that exports never use.
  const { createCanvas } = await import('@napi-rs/canvas');
  const document = await getDocument({
    // pdf.js may take ownership of the buffer it is given; the caller keeps theirs.
    data: pdf.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    // Each page is encoded on libuv's threads while the next one is drawn; no more than one
    // encoding waits at a time, so at most two pages' pixels are held, however long the resume.
    const pages: Promise<PageImage>[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      if (number > 2) await pages[number - 3];
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const canvas = createCanvas(width, Math.round(viewport.height));
      const context = canvas.getContext('2d');
      // JPEG has no transparency: the paper is white.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // pdf.js draws on any object with the 2D canvas API; Skia's is typed apart from the DOM's.
      const target = { canvas, canvasContext: context, viewport };
      await page.render(target as unknown as Parameters<typeof page.render>[0]).promise;
      page.cleanup();
      pages.push(
        canvas.encode('jpeg', quality).then((bytes) => ({
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          width: canvas.width,
          height: canvas.height,
          widthPt: base.width,
          heightPt: base.height,
        })),
      );
    }
    return await Promise.all(pages);
  } finally {
    await document.destroy();
  }
}
