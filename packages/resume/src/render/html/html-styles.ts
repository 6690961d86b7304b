import type { Design } from '../../model/design.ts';
import type { FontFamilyId } from '../../model/font-ids.ts';

// The embedded family first (see html-fonts.ts), then the nearest system faces for characters
// none of the embedded files covers.
const FONT_STACKS: Record<FontFamilyId, string> = {
  inter: "Inter, 'Helvetica Neue', Arial, sans-serif",
  'source-serif-4': "'Source Serif 4', 'Source Serif Pro', Georgia, 'Times New Roman', serif",
  lato: "Lato, 'Helvetica Neue', Arial, sans-serif",
};

export function htmlStyles(design: Design): string {
  const { horizontal, vertical } = design.margins;
  const size = design.fontSize;
  const gap = (n: number) => `${(n * design.spacing).toFixed(1)}pt`;
  return `
@page { size: ${design.pageSize}; margin: ${vertical}pt ${horizontal}pt; }
* { box-sizing: border-box; }
html { color: #1f2328; background: #fff; }
body { margin: 0; font-family: ${FONT_STACKS[design.fontFamily]}; font-size: ${size}pt; line-height: ${design.lineHeight}; font-variant-ligatures: none; }
.resume { max-width: 48rem; margin: 0 auto; padding: 2rem 1.5rem; }
h1 { font-size: ${(size * 2.3).toFixed(1)}pt; line-height: 1.15; margin: 0; }
h2 { font-size: ${(size * 1.12).toFixed(1)}pt; color: ${design.accentColor}; margin: ${gap(13)} 0 ${gap(4)}; padding-bottom: 2pt; border-bottom: 0.75pt solid #d0d7de; }
h3 { font-size: ${(size * 1.02).toFixed(1)}pt; margin: 0; }
h3 .subtitle { font-weight: 400; }
p, ul { margin: ${gap(1.5)} 0 0; }
ul { padding-left: 1.1em; }
li { margin-top: ${gap(1.5)}; }
a { color: ${design.accentColor}; }
.label { font-size: ${(size * 1.15).toFixed(1)}pt; color: #57606a; margin: 0; }
.contacts { list-style: none; padding: 0; margin: 4pt 0 0; display: flex; flex-wrap: wrap; gap: 0 0.9em; }
.contacts li { margin: 0; }
.entry { margin-top: ${gap(7)}; break-inside: avoid-page; }
.meta, .tags { color: #57606a; font-size: ${(size * 0.92).toFixed(1)}pt; margin-top: 0; }
.tags { font-style: italic; margin-top: ${gap(1.5)}; }
.compact { margin: ${gap(1.5)} 0 0; }
@media print {
  .resume { max-width: none; padding: 0; }
  h2, h3 { break-after: avoid-page; }
  li { break-inside: avoid-page; }
  a { color: inherit; text-decoration: none; }
}
`.trim();
}
