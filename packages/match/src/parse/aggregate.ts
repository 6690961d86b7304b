import { getDictionary } from '../dictionary/index.ts';
import type { Importance, JobRequirement, RequirementCategory } from '../types.ts';

/** One place in the posting that names a requirement. */
export interface Mention {
  key: string;
  term: string;
  category: RequirementCategory;
  importance: Importance;
  sentence: string;
  section?: string;
  surface: string;
  order: number;
  years?: number;
  level?: number;
  alternatives?: string[];
  source: JobRequirement['source'];
  /** Named under a requirements heading (or in a posting without headings), not in the duties. */
  inRequirements?: boolean;
  /** For years: what the years are of ("in a lead or supervisory role"). */
  scope?: string;
}

const CATEGORY_ORDER: RequirementCategory[] = [
  'experience',
  'degree',
  'certification',
  'skill',
  'tool',
  'language',
  'soft-skill',
];

/**
 * One requirement per key: required if any mention requires it, the first such sentence kept.
 * A product named only in the duties ("document care in Epic") is the employer's own tool, learnt
 * on the job: at most a plus. A second, smaller number of years asked for a narrower scope
 * ("3+ years in a warehouse, including 1+ years in a supervisory role") is a requirement of its own.
 */
export function aggregate(mentions: Mention[]): JobRequirement[] {
  mergeNestedPhrases(mentions);
  splitYears(mentions);
  const byKey = new Map<string, Mention[]>();
  for (const m of mentions) {
    const list = byKey.get(m.key);
    if (list) list.push(m);
    else byKey.set(m.key, [m]);
  }
  const out: (JobRequirement & { order: number })[] = [];
  for (const [key, list] of byKey) {
    // A product counts as required only where the requirements ask for it.
    const product = isProduct(key);
    const required = list.filter(
      (m) => m.importance === 'required' && !(product && m.inRequirements === false),
    );
    const chosen = (required[0] ?? list[0])!;
    let years: number | undefined;
    if (key.startsWith('experience:')) {
      const pool = required.length > 0 ? required : list;
      years = Math.max(...pool.map((m) => m.years ?? 0));
    }
    const alternatives = list.every((m) => m.alternatives)
      ? [...new Set(list.flatMap((m) => m.alternatives ?? []))].sort()
      : [];
    out.push({
      key,
      ...(alternatives.length > 0 ? { alternatives } : {}),
      term: years !== undefined ? yearsTerm(years, key, chosen) : chosen.term,
      category: chosen.category,
      importance: required.length > 0 ? 'required' : 'preferred',
      sentence: chosen.sentence,
      ...(chosen.section ? { section: chosen.section } : {}),
      surface: chosen.surface,
      mentions: list.length,
      ...(years !== undefined ? { years } : {}),
      ...(chosen.level !== undefined ? { level: chosen.level } : {}),
      source: chosen.source,
      order: Math.min(...list.map((m) => m.order)),
    });
  }
  // A specific degree (BSN) already says which level: drop the generic one it repeats.
  const specificLevels = new Set(
    out.filter((r) => r.key.startsWith('term:') && r.level).map((r) => r.level),
  );
  const filtered = out.filter((r) => !(r.key.startsWith('degree:') && specificLevels.has(r.level)));
  filtered.sort(
    (a, b) =>
      (a.importance === b.importance ? 0 : a.importance === 'required' ? -1 : 1) ||
      CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
      (a.key === MAIN_YEARS ? -1 : b.key === MAIN_YEARS ? 1 : 0) ||
      a.order - b.order ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return filtered.map(({ order: _order, ...r }) => r);
}

const MAIN_YEARS = 'experience:years';

function yearsTerm(years: number, key: string, chosen: Mention): string {
  if (key === MAIN_YEARS || !chosen.scope) return `${years}+ years of experience`;
  return `${years}+ years ${chosen.scope}`;
}

/**
 * The largest number of years required is the posting's experience requirement; a smaller one
 * asked for a scope of its own ("including 1+ years in a lead or supervisory role") gets its
 * own key, `experience:years:1`.
 */
function splitYears(mentions: Mention[]): void {
  const required = mentions.filter(
    (m) => m.key === MAIN_YEARS && m.importance === 'required' && m.years !== undefined,
  );
  if (required.length < 2) return;
  const most = Math.max(...required.map((m) => m.years!));
  for (const m of required) {
    if (m.years! < most && m.scope) m.key = `${MAIN_YEARS}:${m.years}`;
  }
}

// Tools that name a kind of system ("Electronic Health Records", "CRM") rather than one product:
// those the dictionary knows narrower products of, or named for a kind ("… Systems").
let kinds: Set<string> | undefined;

function isProduct(key: string): boolean {
  if (!key.startsWith('term:')) return false;
  const { byId, entries } = getDictionary();
  const entry = byId.get(key.slice('term:'.length));
  if (!entry || entry.category !== 'tool') return false;
  kinds ??= new Set(entries.flatMap((e) => e.parents));
  return (
    !kinds.has(entry.id) &&
    !/\b(systems|records|databases|scanners|spreadsheets|software|tools|platforms)$/i.test(
      entry.name,
    )
  );
}

/** "payment processing systems" and "payment processing" are one requirement: the shorter. */
function mergeNestedPhrases(mentions: Mention[]): void {
  const phrases = [...new Set(mentions.filter((m) => m.source === 'phrase').map((m) => m.key))];
  const words = (key: string) => ` ${key.slice('phrase:'.length)} `;
  for (const m of mentions) {
    if (m.source !== 'phrase') continue;
    const shorter = phrases
      .filter((k) => k !== m.key && words(m.key).includes(words(k)))
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))[0];
    if (!shorter) continue;
    const target = mentions.find((x) => x.key === shorter)!;
    m.key = shorter;
    m.term = target.term;
  }
}
