// Deterministic choices: the same variant, resume and posting pick the same templates, another
// variant (or another posting) picks others. FNV-1a is enough: this spreads choices, it does not
// protect anything.

export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Chooser {
  /** One option for a slot; `nth` walks the options from the slot's own starting place. */
  pick<T>(slot: string, options: readonly T[], nth?: number): T;
  /** The slot's options in turn: a slot used twice in one letter reads differently. */
  next<T>(slot: string, options: readonly T[]): T;
  /** The options in an order of this seed's own. */
  shuffle<T>(slot: string, options: readonly T[]): T[];
}

export function chooser(seed: string): Chooser {
  const draw = (slot: string) => hashText(`${seed}\u0000${slot}`);
  const turns = new Map<string, number>();
  const pick = <T>(slot: string, options: readonly T[], nth = 0): T => {
    if (options.length === 0) throw new Error(`No options for ${slot}`);
    return options[(draw(slot) + nth) % options.length]!;
  };
  return {
    pick,
    next<T>(slot: string, options: readonly T[]): T {
      const turn = turns.get(slot) ?? 0;
      turns.set(slot, turn + 1);
      return pick(slot, options, turn);
    },
    shuffle<T>(slot: string, options: readonly T[]): T[] {
      return options
        .map((option, i) => ({ option, key: draw(`${slot}:${i}`) }))
        .sort((a, b) => a.key - b.key)
        .map(({ option }) => option);
    },
  };
}
