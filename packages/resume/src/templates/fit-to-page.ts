import type { Design } from '../model/design.ts';
import { fitScales, scaleDesign } from './scale-design.ts';

export interface Fitted<T> {
  output: T;
  pageCount: number;
  /** 1 unless the design was shrunk. */
  scale: number;
  /** The design actually drawn. */
  design: Design;
  /** False when fit-to-one-page was asked for but the readability floors came first. */
  fitsRequestedPages: boolean;
}

/**
 * Draws with the design; when it asks for one page and the result is longer, draws again at
 * stepwise smaller scales (a bounded number of attempts, largest first) until it fits or the
 * floors are reached. `draw` is the renderer: the server's buffer render or a browser worker's.
 */
export async function fitToOnePage<T>(
  design: Design,
  draw: (design: Design) => Promise<{ output: T; pageCount: number }>,
): Promise<Fitted<T>> {
  const first = await draw(design);
  if (!design.fitToOnePage || first.pageCount <= 1) {
    return { ...first, scale: 1, design, fitsRequestedPages: true };
  }
  let last: Fitted<T> = { ...first, scale: 1, design, fitsRequestedPages: false };
  for (const scale of fitScales(design)) {
    const scaled = scaleDesign(design, scale);
    const attempt = await draw(scaled);
    last = { ...attempt, scale, design: scaled, fitsRequestedPages: attempt.pageCount <= 1 };
    if (last.fitsRequestedPages) return last;
  }
  return last;
}
