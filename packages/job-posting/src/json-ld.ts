export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** Every JSON-LD object in the blocks, `@graph` and arrays unfolded. */
export function jsonLdObjects(blocks: readonly string[]): Json[] {
  const out: Json[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v)) {
      out.push(v);
      if (Array.isArray(v['@graph'])) v['@graph'].forEach(visit);
    }
  };
  for (const block of blocks) {
    try {
      visit(JSON.parse(block.trim()));
    } catch {
      // A page's broken block is skipped; the others may hold the posting.
    }
  }
  return out;
}

export const isType = (o: Json, type: string) =>
  [o['@type']].flat().some((t) => typeof t === 'string' && t.toLowerCase() === type.toLowerCase());
