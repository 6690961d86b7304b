import PDFDocument from 'pdfkit';

type FontMethod = (this: unknown, src: unknown, family?: unknown, size?: unknown) => unknown;

const PATCHED = Symbol.for('resumio.pdfkit.reuseEmbeddedFonts');
const names = new WeakMap<object, string>();
let nextName = 0;

function isFontkitFont(src: unknown): src is object {
  return (
    typeof src === 'object' &&
    src !== null &&
    typeof (src as { layout?: unknown }).layout === 'function'
  );
}

/**
 * react-pdf hands pdfkit the fontkit font object for every run of text it draws. pdfkit only
 * looks fonts up by name, so each run opened a new embedded font (with a new subset) and then
 * compared it with the one already open by serialising both name tables. Naming each font
 * object once lets pdfkit find the font it already opened for this document.
 */
export function reuseEmbeddedFonts(): void {
  const proto = PDFDocument.prototype as {
    font: FontMethod;
    initFonts: (this: unknown, defaultFont?: unknown, ...rest: unknown[]) => unknown;
    [PATCHED]?: true;
  };
  if (proto[PATCHED]) return;
  // Every document opened Helvetica, parsing its metrics file, before react-pdf set its own
  // font; a standard font is still opened on first use when a text asks for one.
  const initFonts = proto.initFonts;
  proto.initFonts = function (defaultFont, ...rest) {
    return initFonts.call(this, defaultFont ?? null, ...rest);
  };
  const open = proto.font;
  proto.font = function font(src, family, size) {
    if (!isFontkitFont(src) || (family != null && typeof family !== 'number')) {
      return open.call(this, src, family, size);
    }
    let name = names.get(src);
    if (!name) {
      name = `resumio-font-${++nextName}`;
      names.set(src, name);
    }
    return open.call(this, src, name, typeof family === 'number' ? family : size);
  };
  proto[PATCHED] = true;
}
