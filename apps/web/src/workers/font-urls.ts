// The served URL of every bundled font file, by file name. Only URLs are bundled: each file is
// a separate asset fetched when a document first draws with it. The patterns list only the
// files FONT_FILES names (WOFF, 400 and 700), not the packages' WOFF2 copies or other weights.
const urls = import.meta.glob(
  [
    '../../../../node_modules/@fontsource/{inter,lato,source-serif-4}/files/*-{400,700}-{normal,italic}.woff',
    '../../../../node_modules/@fontsource/noto-sans-{arabic,hebrew}/files/*-{arabic,hebrew}-{400,700}-normal.woff',
    '../../../../node_modules/@fontsource/noto-sans-{sc,tc,jp,kr}/files/*-[0-9]*-{400,700}-normal.woff',
  ],
  { eager: true, query: '?url&no-inline', import: 'default' },
) as Record<string, string>;

/** Served URL of each bundled .woff file, by its FONT_FILES file name. */
export const FONT_URLS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);
