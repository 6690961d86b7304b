import type { Resume } from '@resumio/resume';
import type { TemplateId } from '@resumio/resume-model/template-tiers.ts';
import type { RenderedPdf } from '@/workers/pdf-preview-client.ts';
import { renderOnServer, serverCanDraw } from './server-preview.ts';

// An editor's page can know its document before the editor has rendered (the preview editor keeps
// it in this browser): its first preview is asked for then, so it is ready by the time the
// preview mounts instead of starting there.

interface Prefetched {
  key: string;
  result: Promise<RenderedPdf>;
}

let prefetched: Prefetched | null = null;

/** A preview nobody took (the editor was left at once) is dropped. */
const KEPT_MS = 30_000;

const keyOf = (resume: Resume, templateId: TemplateId | undefined) =>
  JSON.stringify([templateId ?? null, resume]);

/** Starts drawing the first preview of `resume` on the server, once per document. */
export function prefetchFirstPreview(resume: Resume, templateId?: TemplateId): void {
  if (!serverCanDraw(resume, templateId)) return;
  const key = keyOf(resume, templateId);
  if (prefetched?.key === key) return;
  const result = renderOnServer(resume, templateId);
  // Failures are handled by whoever takes the result; nobody taking it is not an error.
  result.catch(() => {});
  const entry = { key, result };
  prefetched = entry;
  setTimeout(() => {
    if (prefetched === entry) prefetched = null;
  }, KEPT_MS);
}

/** The prefetched preview if it was asked for this very document, once. */
export function takePrefetchedPreview(
  resume: Resume,
  templateId?: TemplateId,
): Promise<RenderedPdf> | undefined {
  if (!prefetched || prefetched.key !== keyOf(resume, templateId)) return undefined;
  const { result } = prefetched;
  prefetched = null;
  return result;
}
