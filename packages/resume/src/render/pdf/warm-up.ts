import { FONT_FAMILY_IDS } from '../../model/font-ids.ts';
import { fontFilesFor } from '../../fonts/font-files.ts';
import { preloadFonts } from '../../fonts/register-fonts.ts';
import { createResume } from '../../create-resume.ts';
import { preparePdfEngine } from './prepare-engine.ts';
import { renderPdfDocument } from './render-pdf.ts';

let warming: Promise<void> | undefined;

/**
 * Checks the engine, registers the fonts, opens the faces most resumes draw with (each design
 * family's Latin files) and draws one small document so react-pdf's code is warm. Renders are
 * pure, so nothing of this changes a later document. Idempotent; call it at start-up, e.g.
 * once per worker thread.
 */
export function warmUpPdfEngine(): Promise<void> {
  warming ??= (async () => {
    preparePdfEngine();
    await preloadFonts(FONT_FAMILY_IDS.flatMap((family) => fontFilesFor(family, '')));
    await renderPdfDocument(createResume({ name: 'Warm Up', templateId: 'classic' }));
  })();
  warming.catch(() => (warming = undefined));
  return warming;
}
