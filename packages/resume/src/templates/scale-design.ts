import type { Design } from '../model/design.ts';
import { MIN_FONT_SIZE } from '../model/limits.ts';

// Readability floors for fit-to-one-page: below these a page is smaller but no longer pleasant
// or reliably parsed.
export const FIT_FLOORS = { fontSize: MIN_FONT_SIZE, lineHeight: 1.15, spacing: 0.5, margin: 24 };

/** The smallest scale that keeps the body text at or above the minimum size. */
export function minimumScale(design: Design): number {
  return Math.min(1, FIT_FLOORS.fontSize / design.fontSize);
}

/** Shrinks type, leading, spacing and margins together, never below the floors. */
export function scaleDesign(design: Design, scale: number): Design {
  if (scale >= 1) return design;
  const shrink = (value: number, floor: number, factor = scale) =>
    Math.max(Math.min(value, floor), value * factor);
  return {
    ...design,
    fontSize: Math.max(FIT_FLOORS.fontSize, Math.min(design.fontSize, design.fontSize * scale)),
    lineHeight: shrink(design.lineHeight, FIT_FLOORS.lineHeight, 1 - (1 - scale) / 2),
    spacing: shrink(design.spacing, FIT_FLOORS.spacing, scale * scale),
    margins: {
      horizontal: shrink(design.margins.horizontal, FIT_FLOORS.margin),
      vertical: shrink(design.margins.vertical, FIT_FLOORS.margin, scale * scale),
    },
  };
}

/** Scales to try, largest first, ending at the minimum; bounded so fitting stays fast. */
export function fitScales(design: Design, attempts = 6): number[] {
  const floor = minimumScale(design);
  if (floor >= 1) return [1];
  const scales: number[] = [];
  for (let i = 1; i <= attempts; i += 1) scales.push(1 - ((1 - floor) * i) / attempts);
  return scales;
}
