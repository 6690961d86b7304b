import { afterEach, describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import type { FontFamilyId } from '../model/font-ids.ts';
import { renderPdfDocument } from '../render/pdf/render-pdf.ts';
import { sample } from '../testing/fixtures.ts';
import { words } from '../testing/pdftotext.ts';
import { stablePdf } from '../testing/stable-pdf.ts';
import { extractPdfText } from '../render/readback/extract-pdf-text.ts';
import { engineStats } from './engine-stats.ts';
import { engineSwitches, setEngineSwitch } from './engine-switches.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** Letters that first reach a face as parts of accented letters, when the face subsets these. */
function accented(fontFamily: FontFamilyId) {
  const resume = createResume({ name: 'Àé Îõ', templateId: 'modern' });
  resume.basics!.summary = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿĉĝĥĵŝŵŷ';
  resume.resumio!.design.fontFamily = fontFamily;
  return resume;
}
function plain(fontFamily: FontFamilyId) {
  const resume = createResume({ name: 'Ana Ulm', templateId: 'modern' });
  resume.basics!.summary = SUMMARY;
  resume.resumio!.design.fontFamily = fontFamily;
  return resume;
}

const SUMMARY = 'Conseil aux experts-comptables, l’équipe a<b ‘ouverte’.';

/** The plain text read back after the accented one was drawn first, on faces new to the test. */
async function plainAfterAccented(fontFamily: FontFamilyId): Promise<string> {
  // Subsetting the accented letters meets the plain letters' glyphs without their characters.
  await renderPdfDocument(accented(fontFamily));
  const { bytes } = await renderPdfDocument(plain(fontFamily));
  return words((await extractPdfText(bytes)).text).join(' ');
}

const faceCount = (bytes: Uint8Array) =>
  (latin1(bytes).match(/\/Type \/FontDescriptor/g) ?? []).length;
const fontNames = (bytes: Uint8Array) =>
  new Set(latin1(bytes).match(/\/BaseFont \/[A-Z]{6}\+\S+/g) ?? []).size;

describe('PDF engine changes, each needed', () => {
  const defaults = { ...engineSwitches };
  afterEach(() => Object.assign(engineSwitches, defaults));

  // Each family's faces are new to exactly one of the two cases below.
  it('draws a document the same whatever was drawn before (pureGlyphs)', async () => {
    expect(await plainAfterAccented('inter')).toContain(SUMMARY);
  });

  it('without pureGlyphs, a document depends on what was drawn before', async () => {
    setEngineSwitch('pureGlyphs', false);
    expect(await plainAfterAccented('lato')).not.toContain(SUMMARY);
  });

  it('answers shaping of unchanged text from the cache (shapingCache)', async () => {
    const resume = sample('product-manager');
    const on = stablePdf((await renderPdfDocument(resume)).bytes);
    const hits = engineStats.shapingHits;
    expect(stablePdf((await renderPdfDocument(resume)).bytes)).toBe(on);
    expect(engineStats.shapingHits).toBeGreaterThan(hits + 100);
    setEngineSwitch('shapingCache', false);
    const off = engineStats.shapingHits;
    expect(stablePdf((await renderPdfDocument(resume)).bytes)).toBe(on);
    expect(engineStats.shapingHits).toBe(off);
  });

  it('reuses the subset file of an unchanged glyph set (subsetCache)', async () => {
    const resume = sample('product-manager');
    const on = stablePdf((await renderPdfDocument(resume)).bytes);
    const hits = engineStats.subsetHits;
    expect(stablePdf((await renderPdfDocument(resume)).bytes)).toBe(on);
    expect(engineStats.subsetHits).toBeGreaterThanOrEqual(hits + 2);
    setEngineSwitch('subsetCache', false);
    const off = engineStats.subsetHits;
    expect(stablePdf((await renderPdfDocument(resume)).bytes)).toBe(on);
    expect(engineStats.subsetHits).toBe(off);
  });

  it('embeds each face once per document (oneEmbeddedFontPerFace)', async () => {
    const resume = sample('ml-researcher-pl');
    const { bytes } = await renderPdfDocument(resume);
    expect(faceCount(bytes)).toBeGreaterThanOrEqual(3);
    expect(faceCount(bytes)).toBe(fontNames(bytes));
    setEngineSwitch('oneEmbeddedFontPerFace', false);
    const off = (await renderPdfDocument(resume)).bytes;
    expect(faceCount(off)).toBeGreaterThan(faceCount(bytes));
  });

  it('breaks a long link without drawing a hyphen into it (silentBreaks)', async () => {
    const resume = createResume({ name: 'Ana Ulm', templateId: 'classic' });
    const link = `https://example.org/${'archive/'.repeat(14)}index.html`;
    resume.basics!.summary = `See ${link} today.`;
    const readBack = async () =>
      (await extractPdfText((await renderPdfDocument(resume)).bytes)).text.replace(/\s/g, '');
    expect(await readBack()).toContain(`See${link}today.`);
    setEngineSwitch('silentBreaks', false);
    expect(await readBack()).not.toContain(`See${link}today.`);
  });
});
