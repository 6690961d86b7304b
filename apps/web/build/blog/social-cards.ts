import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';

/**
 * Social networks show PNG or JPEG cards, not SVG: an SVG cover is drawn once at build time at the
 * card size (1200 px wide). Text falls back to the machine's sans-serif fonts.
 */
export function rasterizeCover(svgPath: string): Buffer {
  const svg = readFileSync(svgPath, 'utf8');
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: 1200 },
    background: '#ffffff',
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return image.asPng();
}
