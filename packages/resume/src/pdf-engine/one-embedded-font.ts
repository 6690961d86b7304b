import { engineSwitches } from './engine-switches.ts';
import type { EngineFont } from './fontkit-types.ts';

/**
 * react-pdf hands pdfkit the face object for every run of text it draws. pdfkit then opens a
 * new embedded font and looks for an open one with the same PostScript name, comparing the two
 * by serialising their name tables; Fontsource's subset files of one style share that name, so
 * all but the first subset opened a new embedded font per run. A name of its own per face (the
 * subset appended) and a name table that serialises to that name let pdfkit find the font it
 * already opened for the document, cheaply. Only faces the app creates carry this.
 */
export function giveOwnName(font: EngineFont, subset: string): void {
  const postscriptName = font.postscriptName;
  const ownName = `${postscriptName}-${subset.replace(/[^A-Za-z0-9]+/g, '')}`;
  Object.defineProperty(font, 'postscriptName', {
    configurable: true,
    get: () => (engineSwitches.oneEmbeddedFontPerFace ? ownName : postscriptName),
  });
  const records = font.name.records;
  const serialised = JSON.stringify(records);
  Object.defineProperty(records, 'toJSON', {
    configurable: true,
    value: () => (engineSwitches.oneEmbeddedFontPerFace ? ownName : JSON.parse(serialised)),
  });
}
