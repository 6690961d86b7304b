import type { Resume, TemplateId } from '@resumio/resume';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type RenderedPdf, createPdfPreviewClient } from '@/workers/pdf-preview-client.ts';
import {
  type LatestWinsScheduler,
  StaleJobError,
  createLatestWinsScheduler,
} from './latest-wins.ts';
import { fitsColumn, takePrefetchedPreview } from './first-preview.ts';
import { type PreviewMeta, canShowServerPages, drawPagesOnServer } from './server-pages.ts';
import { renderOnServer, serverCanDraw } from './server-preview.ts';

/** Quiet time after the last change before drawing; leaves the rest of 300 ms for the render. */
export const PREVIEW_DELAY_MS = 120;

export interface PreviewState {
  /** A newer version of the resume is being drawn. */
  busy: boolean;
  /** At least one version has been drawn. */
  ready: boolean;
  pageCount: number;
  scale: number;
  fitsRequestedPages: boolean;
  error: string | null;
}

interface Input {
  resume: Resume;
  templateId?: TemplateId;
}

interface Output {
  meta: PreviewMeta;
  canvases: HTMLCanvasElement[];
  drawMs: number;
}

const initial: PreviewState = {
  busy: true,
  ready: false,
  pageCount: 0,
  scale: 1,
  fitsRequestedPages: true,
  error: null,
};

/**
 * Draws the resume's real PDF pages into a container: rendered by the worker, painted by pdf.js,
 * newest change wins. Nothing here runs on the typing path except scheduling.
 */
export function usePdfPreview(
  resume: Resume,
  templateId?: TemplateId,
  { premium = false }: { premium?: boolean } = {},
) {
  const containerRef = useRef<HTMLDivElement>(null);
  const schedulerRef = useRef<LatestWinsScheduler<Input> | null>(null);
  const [state, setState] = useState<PreviewState>(initial);

  // The document as first shown: the page may have asked the server to draw it already.
  const firstInput = useRef<Input>({ resume, templateId });
  // Read when drawing, not when the preview mounts: the plan may arrive after the document.
  const premiumRef = useRef(premium);
  useEffect(() => {
    premiumRef.current = premium;
  }, [premium]);
  const serverDraws = useCallback(
    (input: Input) => serverCanDraw(input.resume, input.templateId, premiumRef.current),
    [],
  );

  useEffect(() => {
    const client = createPdfPreviewClient();
    const { resume: firstResume, templateId: firstTemplate } = firstInput.current;
    const prefetched = takePrefetchedPreview(firstResume, firstTemplate);
    const warmDrawing = () => {
      if (typeof Worker === 'undefined') return;
      import('./draw-pdf-pages.ts').then(
        ({ warmPdfDrawing }) => warmPdfDrawing(),
        () => {
          // A failed download is tried again, and reported, by the first drawing.
        },
      );
    };
    // The page drawer (pdf.js and its worker) loads while the first PDF is rendered, unless the
    // server draws the first pages: then it waits until they are shown.
    const serverDrawsFirst =
      canShowServerPages() && serverDraws({ resume: firstResume, templateId: firstTemplate });
    if (!serverDrawsFirst) warmDrawing();
    let painted = 0;
    // The browser's engine needs about a second to download, compile and warm up; until it has
    // drawn once, the server's warm render threads draw instead. It warms after the first paint
    // so that it does not compete with the page for the processor until then.
    let engineWarm = false;
    let warming: Promise<void> | null = null;
    const warmEngine = (input: Input) => {
      warming ??= client.render(input.resume, input.templateId).then(
        () => {
          engineWarm = true;
        },
        () => {
          warming = null;
        },
      );
    };
    const render = async (input: Input): Promise<RenderedPdf> => {
      if (engineWarm || !serverDraws(input)) {
        return client.render(input.resume, input.templateId);
      }
      try {
        return await renderOnServer(input.resume, input.templateId);
      } catch {
        // Offline, busy or refused: the browser's engine draws it, as it would have anyway.
        return client.render(input.resume, input.templateId);
      }
    };
    /**
     * The first version as page images the server draws (asked for by the page before the
     * editor mounted, or now): shown without loading anything to draw a PDF with.
     */
    const takeFirst = async (input: Input, cssWidth: number) => {
      if (painted > 0 || !canShowServerPages()) return null;
      if (!serverDraws(input)) return null;
      const asked =
        prefetched && input.resume === firstResume && input.templateId === firstTemplate
          ? prefetched
          : null;
      const pages = await (
        asked ?? drawPagesOnServer(input.resume, input.templateId, cssWidth)
      ).catch(() => null);
      return pages && fitsColumn(pages.cssWidth, cssWidth) ? pages : null;
    };
    const showPage = (container: HTMLElement | null, canvas: HTMLCanvasElement, index: number) => {
      if (!container) return;
      canvas.className = 'block h-auto w-full bg-white shadow-md ring-1 ring-slate-200';
      canvas.style.aspectRatio = canvas.dataset.aspect ?? '';
      const old = container.children[index];
      if (old) old.replaceWith(canvas);
      else container.append(canvas);
      // Read by the preview benchmark: the page in view is updated from here on.
      if (index === 0) container.dataset.firstPageAt = String(performance.now());
    };
    const scheduler = createLatestWinsScheduler<Input, Output>({
      delayMs: PREVIEW_DELAY_MS,
      // The first version is drawn at once: there is no typing to wait out.
      firstDelayMs: 0,
      async run(input, isStale) {
        const container = containerRef.current;
        const cssWidth = container?.parentElement?.clientWidth || 600;
        const first = await takeFirst(input, cssWidth);
        if (isStale()) throw new StaleJobError();
        if (first) {
          first.canvases.forEach((canvas, index) => showPage(container, canvas, index));
          return { meta: first, canvases: first.canvases, drawMs: first.drawMs };
        }
        const rendered = await render(input);
        if (isStale()) throw new StaleJobError();
        const { drawPdfPages } = await import('./draw-pdf-pages.ts');
        const drawStarted = performance.now();
        const canvases = await drawPdfPages(rendered.pdf, {
          cssWidth,
          isStale,
          onPage: (canvas, index) => showPage(container, canvas, index),
        });
        return { meta: rendered, canvases, drawMs: performance.now() - drawStarted };
      },
      onResult({ meta, canvases, drawMs }, input) {
        const container = containerRef.current;
        if (!container) return;
        // The resume got shorter: drop the pages it no longer has.
        while (container.children.length > canvases.length) container.lastElementChild?.remove();
        painted += 1;
        if (!engineWarm) {
          warmEngine(input);
          if (serverDrawsFirst) warmDrawing();
        }
        // Read by the preview benchmark: when (and how often) every page was up to date.
        container.dataset.paintCount = String(painted);
        container.dataset.paintedAt = String(performance.now());
        container.dataset.renderMs = meta.renderMs.toFixed(1);
        container.dataset.drawMs = drawMs.toFixed(1);
        setState({
          busy: false,
          ready: true,
          pageCount: meta.pageCount,
          scale: meta.scale,
          fitsRequestedPages: meta.fitsRequestedPages,
          error: null,
        });
      },
      onError(error) {
        const message = error instanceof Error ? error.message : 'The preview could not be drawn.';
        setState((current) => ({ ...current, busy: false, error: message }));
      },
      onBusyChange(busy) {
        if (busy) setState((current) => (current.busy ? current : { ...current, busy: true }));
      },
    });
    schedulerRef.current = scheduler;

    // Pages are drawn for the column's width; redraw when it changes a lot (a rotated phone, a
    // resized window) rather than show them blurred or oversized.
    const column = containerRef.current?.parentElement;
    let drawnWidth = column?.clientWidth ?? 0;
    const resize = new ResizeObserver(() => {
      const width = column?.clientWidth ?? 0;
      if (width > 0 && Math.abs(width - drawnWidth) / Math.max(drawnWidth, 1) > 0.15) {
        drawnWidth = width;
        scheduler.retry(PREVIEW_DELAY_MS);
      }
    });
    if (column) resize.observe(column);

    return () => {
      resize.disconnect();
      schedulerRef.current = null;
      scheduler.dispose();
      client.dispose();
    };
  }, [serverDraws]);

  useEffect(() => {
    schedulerRef.current?.schedule({ resume, templateId });
  }, [resume, templateId]);

  const retry = useCallback(() => {
    setState((current) => ({ ...current, error: null }));
    schedulerRef.current?.retry();
  }, []);

  return { containerRef, state, retry };
}
