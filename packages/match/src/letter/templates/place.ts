import type { PlaceSlots } from './types.ts';

/** "At Acme, I…" or, with no place, "I…". */
export const lead = (p: PlaceSlots, fallback = '') => (p.where ? `${p.where}, ` : fallback);
