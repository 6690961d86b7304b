import type { CoverLetterExportFormat } from '@resumio/contract/cover-letters';
import type { ExportFormat, ReadbackReport } from '@resumio/contract/resumes';
import { renderErrorMessages } from '@resumio/contract/resumes';
import {
  getSample,
  type LetterDocument,
  type Resume,
  resolveSettings,
  type TemplateId,
} from '@resumio/resume';
import type { PageImage } from '@resumio/resume/render';
import { LRUCache } from 'lru-cache';
import type { RenderConfig } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderCacheKey } from './cache-key.ts';
import { estimatePages } from './estimate-pages.ts';
import { type CachedRender, createRenderCache, type RenderCache } from './render-cache.ts';
import type { RenderOutput } from './render-job.ts';
import { createRenderPool, type RenderPool } from './render-pool.ts';

export interface RenderOptions {
  /** Draws the document in another template than its own. */
  templateId?: TemplateId;
  /**
   * Names this exact content (a resume's id and version), so a repeated request skips hashing
   * and estimating the document: the cheap path for an unchanged resume, cached or refused.
   */
  revision?: string;
}

export interface RenderControl {
  /** Aborts the job, queued or running, e.g. when the client disconnects. */
  signal?: AbortSignal;
  /** Who the render is for (a user id): waiting jobs take turns by owner. */
  owner?: string;
  /**
   * Called only when the file must actually be rendered (not for cached files or refused
   * documents), before the job is queued: may throw to refuse it; returns a release callback.
   */
  admit?: () => () => void;
}

export interface PdfFile {
  bytes: Buffer;
  pageCount: number;
  readback: ReadbackReport;
  /** 1 unless fit-to-one-page shrank the design. */
  scale: number;
  /** False when fit-to-one-page reached its readability floors first. */
  fitsRequestedPages: boolean;
}

/** A PDF for the editor's preview: the export's bytes, without the read-back check. */
export type PreviewFile = Omit<PdfFile, 'readback'> & {
  /** Every page as an image, when asked for. */
  pages?: PageImage[];
};

export interface PreviewOptions extends RenderOptions {
  /** Also draw every page as an image this many pixels wide. */
  rasterWidthPx?: number;
}

export type TextFormat = Exclude<ExportFormat, 'pdf' | 'docx'>;

/** The rendering port: every export and the read-back check go through it. */
export interface Renderer {
  /** The PDF with its read-back report (one render serves both, and both are cached). */
  pdf(document: Resume, options?: RenderOptions, control?: RenderControl): Promise<PdfFile>;
  /**
   * The PDF alone, for a preview: the read-back check is skipped (it costs about as much again
   * as drawing), and the file is cached apart from exports, which carry their check.
   */
  preview(
    document: Resume,
    options?: PreviewOptions,
    control?: RenderControl,
  ): Promise<PreviewFile>;
  docx(document: Resume, options?: RenderOptions, control?: RenderControl): Promise<Buffer>;
  text(
    format: TextFormat,
    document: Resume,
    options?: RenderOptions,
    control?: RenderControl,
  ): Promise<Buffer>;
  /**
   * A cover letter as a file, on the letterhead of the resume it carries: the same threads,
   * queue, slots and cache as resume exports.
   */
  letter(
    format: CoverLetterExportFormat,
    letter: LetterDocument,
    control?: RenderControl,
  ): Promise<Buffer>;
  /**
   * Refuses a revision already found too long before its document is even parsed: a client
   * repeating such an export costs next to nothing.
   */
  refuseIfKnownTooLong(format: ExportFormat, revision: string, templateId: TemplateId): void;
  /** Starts the threads now rather than on the first render; resolves once they are warm. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

function withTemplate(document: Resume, templateId: TemplateId | undefined): Resume {
  const settings = resolveSettings(document);
  if (!templateId || settings.templateId === templateId) return document;
  return { ...document, resumio: { ...settings, templateId } };
}

/** A page count worth showing, or none (a thread that ran out of memory counted no pages). */
const refusedPages = (pages: number) => (Number.isFinite(pages) ? Math.ceil(pages) : undefined);

function tooLong(maxPages: number, pages?: number): AppError {
  return new AppError('RESUME_TOO_LONG', renderErrorMessages.RESUME_TOO_LONG(maxPages, pages), {
    limit: maxPages,
    ...(pages ? { pages } : {}),
  });
}

/**
 * Renders in the worker pool behind a content-hash cache. Documents clearly over the page cap
 * are refused from an estimate before any work is queued; the rest are checked again on the
 * rendered page count and bounded by the pool's time limit.
 */
export function createRenderer(config: RenderConfig): Renderer {
  let pool: RenderPool | undefined;
  const getPool = () =>
    (pool ??= createRenderPool({
      workers: config.workers,
      spareWorkers: config.spareWorkers,
      queueMax: config.queueMax,
      timeoutMs: config.timeoutMs,
    }));
  const cache: RenderCache = createRenderCache(config.cacheBytes);
  // What was learnt about a revision: its content hash and length (estimated, or rendered when
  // the estimate let through a document over the cap).
  const revisions = new LRUCache<string, { key: string; estimate: number }>({ max: 10_000 });

  const memoKey = (format: ExportFormat, revision: string, templateId: TemplateId) =>
    `${revision}\n${format}\n${templateId}`;

  function inspect(
    format: ExportFormat,
    document: Resume,
    revision: string | undefined,
    cacheFormat: string,
  ) {
    const memo = revision && memoKey(format, revision, resolveSettings(document).templateId);
    const known = memo ? revisions.get(memo) : undefined;
    if (known) return { ...known, memo };
    // Only the layout engines slow down with length; the text formats are string building.
    const estimate = format === 'pdf' || format === 'docx' ? estimatePages(document) : 0;
    // A refused document is not hashed: that is the point of estimating first.
    const facts = {
      key: estimate > config.maxPages ? '' : renderCacheKey(cacheFormat, document),
      estimate,
    };
    if (memo) revisions.set(memo, facts);
    return { ...facts, memo };
  }

  async function render(
    format: ExportFormat,
    source: Resume,
    options: RenderOptions = {},
    control: RenderControl = {},
    { readback = true, rasterWidthPx }: { readback?: boolean; rasterWidthPx?: number } = {},
  ): Promise<CachedRender> {
    const document = withTemplate(source, options.templateId);
    const cacheFormat =
      format !== 'pdf' || readback
        ? format
        : `pdf-preview${rasterWidthPx ? `-pages-${rasterWidthPx}` : ''}`;
    // A preview is never named by a revision: it is the document being edited.
    const revision = readback ? options.revision : undefined;
    const { key, estimate, memo } = inspect(format, document, revision, cacheFormat);
    if (estimate > config.maxPages) throw tooLong(config.maxPages, refusedPages(estimate));
    const hit = cache.get(key);
    if (hit) return hit;
    const release = control.admit?.();
    let output: RenderOutput;
    try {
      output = await getPool().run(
        {
          format,
          document,
          maxPages: config.maxPages,
          ...(readback ? {} : { readback }),
          ...(rasterWidthPx ? { rasterWidthPx } : {}),
        },
        control.owner ?? '',
        control.signal,
        // Expected pages: a short export goes before the queued renders of a long document.
        Math.max(1, Math.ceil(estimate)),
      );
    } catch (error) {
      // A thread that ran out of heap was killed on its own: the document asked too much.
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        if (memo) revisions.set(memo, { key, estimate: Infinity });
        throw tooLong(config.maxPages);
      }
      throw error;
    } finally {
      release?.();
    }
    if (output.kind === 'too-long') {
      // The page count is a property of the revision: trying again is refused at once.
      if (memo) revisions.set(memo, { key, estimate: output.pageCount });
      throw tooLong(config.maxPages, output.pageCount);
    }
    const file: CachedRender = {
      body: Buffer.from(output.body.buffer, output.body.byteOffset, output.body.byteLength),
      pageCount: output.pageCount,
      readback: output.readback,
      scale: output.scale,
      fitsRequestedPages: output.fitsRequestedPages,
      ...(output.pages ? { pages: output.pages } : {}),
    };
    cache.set(key, file);
    return file;
  }

  async function renderLetter(
    format: CoverLetterExportFormat,
    letter: LetterDocument,
    control: RenderControl = {},
  ): Promise<Buffer> {
    const key = renderCacheKey(`letter-${format}`, letter);
    const hit = cache.get(key);
    if (hit) return hit.body;
    const release = control.admit?.();
    let output: RenderOutput;
    try {
      output = await getPool().run(
        { kind: 'letter', format, letter, maxPages: config.maxPages },
        control.owner ?? '',
        control.signal,
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw tooLong(config.maxPages);
      }
      throw error;
    } finally {
      release?.();
    }
    // A letter holds at most 10,000 characters: a few pages, never the cap.
    if (output.kind === 'too-long') throw tooLong(config.maxPages, output.pageCount);
    const body = Buffer.from(output.body.buffer, output.body.byteOffset, output.body.byteLength);
    cache.set(key, { body, pageCount: output.pageCount });
    return body;
  }

  return {
    letter: renderLetter,
    async pdf(document, options, control) {
      const file = await render('pdf', document, options, control);
      return {
        bytes: file.body,
        pageCount: file.pageCount!,
        readback: file.readback!,
        scale: file.scale ?? 1,
        fitsRequestedPages: file.fitsRequestedPages ?? true,
      };
    },
    async preview(document, { rasterWidthPx, ...options } = {}, control) {
      const file = await render('pdf', document, options, control, {
        readback: false,
        rasterWidthPx,
      });
      return {
        bytes: file.body,
        pageCount: file.pageCount!,
        scale: file.scale ?? 1,
        fitsRequestedPages: file.fitsRequestedPages ?? true,
        ...(file.pages ? { pages: file.pages } : {}),
      };
    },
    async docx(document, options, control) {
      return (await render('docx', document, options, control)).body;
    },
    async text(format, document, options, control) {
      return (await render(format, document, options, control)).body;
    },
    refuseIfKnownTooLong(format, revision, templateId) {
      const known = revisions.get(memoKey(format, revision, templateId));
      if (known && known.estimate > config.maxPages) {
        throw tooLong(config.maxPages, refusedPages(known.estimate));
      }
    },
    warm() {
      const threads = getPool().ready();
      // The API thread's own part of an export (estimate, hash) runs once here too, so the
      // first export does not pay for loading and compiling it.
      const sample = getSample('staff-engineer');
      if (sample) {
        estimatePages(sample);
        renderCacheKey('pdf', sample);
      }
      return threads;
    },
    async close() {
      await pool?.close();
    },
  };
}
