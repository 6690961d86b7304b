/** Trimmed, with runs of spaces and tabs collapsed: layout treats extra spaces as break points. */
export function clean(value: string | undefined): string {
  return (value ?? '').replace(/[ \t]+/g, ' ').trim();
}

export function paragraphs(value: string | undefined): string[] {
  return (value ?? '').split(/\r?\n/).map(clean).filter(Boolean);
}

export function nonEmpty(values: readonly (string | undefined)[] | undefined): string[] {
  return (values ?? []).map(clean).filter(Boolean);
}

/** The one way lists of keywords are written out, so every renderer and the read-back agree. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(', ');
}

/** How a compact entry's title and its detail are joined on one line. */
export const COMPACT_SEPARATOR = ': ';

export interface CompactLine {
  /** Shown emphasised: the skill, language or interest with its level. */
  lead: string;
  detail: string;
}

export function compactLine(entry: {
  title: string;
  subtitle: string;
  tags: readonly string[];
}): CompactLine {
  const lead = entry.subtitle ? `${entry.title} (${entry.subtitle})` : entry.title;
  return { lead: lead.trim(), detail: joinTags(entry.tags) };
}
