/** What a schematic thumbnail shows of a template: no text, just its shapes. */
export interface ThumbnailSpec {
  header: 'center' | 'left' | 'band' | 'bar';
  gutter: 'none' | 'dates' | 'labels';
  heading: 'rule' | 'accent' | 'block';
  /** Vertical distance between body lines, in thumbnail units. */
  lineGap: number;
}

const WIDTH = 120;
const HEIGHT = 170;
const INK = '#4b5563';
const FAINT = '#d1d5db';

function rect(x: number, y: number, w: number, h: number, fill: string): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="0.6" fill="${fill}"/>`;
}

function header(spec: ThumbnailSpec, accent: string): { parts: string[]; bottom: number } {
  switch (spec.header) {
    case 'center':
      return { parts: [rect(35, 12, 50, 5, INK), rect(25, 21, 70, 2, FAINT)], bottom: 30 };
    case 'left':
      return { parts: [rect(12, 12, 48, 5, accent), rect(12, 21, 80, 2, FAINT)], bottom: 30 };
    case 'band':
      return {
        parts: [
          rect(0, 0, WIDTH, 30, accent),
          rect(12, 10, 48, 5, '#ffffff'),
          rect(12, 19, 70, 2, '#ffffff'),
        ],
        bottom: 38,
      };
    case 'bar':
      return {
        parts: [rect(0, 0, WIDTH, 4, accent), rect(12, 13, 52, 6, INK), rect(12, 23, 78, 2, FAINT)],
        bottom: 32,
      };
  }
}

function heading(spec: ThumbnailSpec, x: number, y: number, accent: string): string {
  switch (spec.heading) {
    case 'rule':
      return rect(x, y, 26, 2.4, INK) + rect(x, y + 3.6, WIDTH - 12 - x, 0.5, INK);
    case 'accent':
      return rect(x, y, 26, 2.6, accent);
    case 'block':
      return rect(x, y - 0.6, 2, 3.8, accent) + rect(x + 4, y, 24, 2.6, INK);
  }
}

/** A small SVG page the web can show as a template's preview without rendering a PDF. */
export function thumbnailSvg(spec: ThumbnailSpec, accent: string): string {
  const { parts, bottom } = header(spec, accent);
  const body: string[] = [];
  const indent = spec.gutter === 'none' ? 12 : 38;
  let y = bottom;
  for (let section = 0; section < 4 && y < HEIGHT - 20; section += 1) {
    if (spec.gutter === 'labels') body.push(rect(12, y, 20, 2.6, accent));
    else body.push(heading(spec, 12, y, accent));
    y += spec.gutter === 'labels' ? 0 : 7;
    for (let entry = 0; entry < 2 && y < HEIGHT - 12; entry += 1) {
      if (spec.gutter === 'dates') body.push(rect(12, y, 18, 2, accent));
      body.push(rect(indent, y, 40, 2.4, INK));
      if (spec.gutter !== 'dates') body.push(rect(WIDTH - 30, y, 18, 2, FAINT));
      y += spec.lineGap + 1;
      for (let line = 0; line < 3; line += 1) {
        body.push(rect(indent + 3, y, WIDTH - 12 - indent - 3 - line * 9, 1.6, FAINT));
        y += spec.lineGap;
      }
      y += 2;
    }
    y += 3;
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">`,
    rect(0, 0, WIDTH, HEIGHT, '#ffffff'),
    ...parts,
    ...body,
    '</svg>',
  ].join('');
}
