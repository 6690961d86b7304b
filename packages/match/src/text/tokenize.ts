// One tokenizer for postings, resumes, dictionary aliases and proposed text, so that a phrase
// written the same way always produces the same tokens. Hyphens and slashes split words
// ("month-end" → month, end; "CI/CD" → ci, cd); "+", "#", "&" and inner dots stay ("C++",
// "C#", "R&D", "Node.js").

export interface Token {
  raw: string;
  norm: string;
  start: number;
  end: number;
}

const TOKEN_RE = /(?:\.(?=[A-Za-z]))?[\p{L}\p{N}][\p{L}\p{N}+#&.'’]*/gu;
const ABBREVIATION_RE = /^(?:\p{L}\.)+\p{L}?$/u;
const NO_PLURAL = /(?:ss|us|is|ys|os|as)$/;

// Nouns whose verb stem means something else: "accounting" is not "account", "marketing" is
// not "market".
const KEEP = new Set([
  'accounting',
  'marketing',
  'building',
  'housing',
  'banking',
  'trading',
  'landing',
  'clothing',
  'string',
  'nothing',
  'something',
  'during',
  'morning',
  'evening',
]);

/** Drops a verb ending so "negotiate", "negotiated", "negotiating" and "negotiation" meet. */
function stem(t: string): string {
  if (t.length < 5 || KEEP.has(t) || (t.length === 5 && !t.endsWith('e'))) return t;
  let s = t;
  if (s.endsWith('ing')) s = s.slice(0, -3);
  else if (s.endsWith('ed')) s = s.slice(0, -2);
  else if (/[ts]ion$/.test(s)) s = s.slice(0, -3);
  else if (s.endsWith('e')) s = s.slice(0, -1);
  if (s.length < 4) return t;
  // "planned" → "plann" → "plan".
  if (/([b-df-hj-np-rtv-z])\1$/.test(s) && !/(ll|ss|zz)$/.test(s)) s = s.slice(0, -1);
  return s.endsWith('e') ? s.slice(0, -1) : s;
}

// Postings and resumes reuse a small vocabulary: each spelling is normalised once.
const normalized = new Map<string, string>();
const NORMALIZED_MAX = 50_000;

/** Lower case, dots of abbreviations dropped ("B.S." → bs), plurals and verb endings dropped. */
export function normalizeToken(raw: string): string {
  let out = normalized.get(raw);
  if (out === undefined) {
    out = normalizeUncached(raw);
    if (normalized.size >= NORMALIZED_MAX) normalized.clear();
    normalized.set(raw, out);
  }
  return out;
}

function normalizeUncached(raw: string): string {
  // An acronym's plural ("APIs", "KPIs", "SLAs") is the acronym.
  if (/^[A-Z]{2,}s$/.test(raw)) return raw.slice(0, -1).toLowerCase();
  let t = raw.toLowerCase();
  if (ABBREVIATION_RE.test(t)) t = t.replace(/\./g, '');
  if (!/^[a-z]+$/.test(t)) return t;
  if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length > 5 && /(?:ss|x|ch|sh)es$/.test(t)) t = t.slice(0, -2);
  else if (t.length > 3 && t.endsWith('s') && !NO_PLURAL.test(t)) t = t.slice(0, -1);
  return stem(t);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    let raw = m[0];
    const start = m.index;
    // Trailing dots and apostrophes are sentence punctuation; "'s" is a possessive.
    raw = raw.replace(/['’]s$/u, '').replace(/[.'’]+$/u, '');
    if (raw.endsWith('.') || raw === '') continue;
    tokens.push({
      raw,
      norm: normalizeToken(raw),
      start,
      end: start + raw.length,
    });
  }
  return tokens;
}

/** Normalised tokens joined by spaces: the form used to compare phrases. */
export function normalizePhrase(text: string): string {
  return tokenize(text)
    .map((t) => t.norm)
    .join(' ');
}
