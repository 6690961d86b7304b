/**
 * The versions the engine's changes were written and reviewed against (see
 * docs/decisions/012-pdf-engine-scoped-hooks.md). An upgrade must be reviewed, not discovered.
 */
export const REVIEWED_VERSIONS = { pdfkit: '0.20.1', fontkit: /^2\.0\.\d+$/ } as const;

export class PdfEngineMismatchError extends Error {
  override name = 'PdfEngineMismatchError';
}

function fail(what: string): never {
  throw new PdfEngineMismatchError(
    `The PDF engine no longer matches pdfkit/fontkit: ${what}. Review ` +
      'docs/decisions/012-pdf-engine-scoped-hooks.md against the new version before upgrading.',
  );
}

/** Fails when an installed version is not the one the engine was reviewed against. */
export function checkVersions(versions: { pdfkit?: string; fontkit?: string }): void {
  if (versions.pdfkit !== REVIEWED_VERSIONS.pdfkit) {
    fail(
      `pdfkit ${versions.pdfkit ?? '(missing)'} installed, ${REVIEWED_VERSIONS.pdfkit} reviewed`,
    );
  }
  if (!versions.fontkit || !REVIEWED_VERSIONS.fontkit.test(versions.fontkit)) {
    fail(`fontkit ${versions.fontkit ?? '(missing)'} installed, 2.0.x reviewed`);
  }
}

function hasMethods(target: unknown, names: readonly string[], what: string): void {
  for (const name of names) {
    if (typeof (target as Record<string, unknown> | null)?.[name] !== 'function') {
      fail(`${what} has no ${name}()`);
    }
  }
}

/** Fails when a fontkit face lacks what the engine wraps or reads. */
export function checkFontShape(font: unknown): void {
  hasMethods(
    font,
    ['layout', 'getGlyph', 'glyphForCodePoint', 'hasGlyphForCodePoint', 'createSubset'],
    'a fontkit font',
  );
  const face = font as { postscriptName?: unknown; name?: { records?: unknown } };
  if (typeof face.postscriptName !== 'string') fail('a fontkit font has no postscriptName');
  if (typeof face.name?.records !== 'object') fail('a fontkit font has no name table records');
  const glyph = (font as { getGlyph(id: number, cps: number[]): unknown }).getGlyph(0, []);
  if (!Array.isArray((glyph as { codePoints?: unknown } | null)?.codePoints)) {
    fail('a fontkit glyph has no codePoints');
  }
  hasMethods((font as { createSubset(): unknown }).createSubset(), ['encode'], 'a fontkit subset');
}

/** Fails when react-pdf's font store lacks what font registration relies on. */
export function checkFontStore(store: unknown): void {
  hasMethods(store, ['register', 'getRegisteredFonts'], 'react-pdf’s font store');
}

/** Fails when a react-pdf font source can no longer be given its loader. */
export function checkFontSource(source: unknown): void {
  hasMethods(source, ['_load', 'load'], 'a react-pdf font source');
  for (const field of ['data', 'loadResultPromise']) {
    if (!(field in (source as object))) fail(`a react-pdf font source has no ${field} field`);
  }
}
