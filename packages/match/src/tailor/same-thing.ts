// Whether the resume's word is another spelling of the posting's term, or an abbreviation of it,
// rather than a different thing the dictionary files under the same entry: "Postgres" is
// PostgreSQL, "K8s" is Kubernetes, "EHR" is Electronic Health Records; "Unix" is not Linux.

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const FILLER = new Set(['and', 'of', 'the', 'for', 'in', 'on', 'to', '&']);

/** The initials of a name's words: "Electronic Health Records" → "ehr". */
function initials(name: string): string {
  return name
    .split(/[\s/-]+/)
    .filter((w) => w && !FILLER.has(w.toLowerCase()))
    .map((w) => w[0]!.toLowerCase())
    .join('');
}

/** "k8s" for "kubernetes": first letter, the count of letters left out, last letter. */
function numeronym(word: string): string {
  const w = letters(word);
  return w.length > 3 ? `${w[0]}${w.length - 2}${w[w.length - 1]}` : w;
}

const lastWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter(Boolean);

/** "MS Excel" and "Excel", "Microsoft Excel" and "Excel": one is the other with a maker's name. */
function withMaker(a: string, b: string): boolean {
  const x = lastWords(a);
  const y = lastWords(b);
  const [long, short] = x.length >= y.length ? [x, y] : [y, x];
  if (short.length === 0 || long.length - short.length !== 1) return false;
  return (
    short.every((w, i) => long[i + 1] === w) &&
    /^(ms|microsoft|google|adobe|apple|oracle|ibm|sap|aws|amazon|azure)$/.test(long[0]!)
  );
}

export function sameThing(surface: string, term: string): boolean {
  if (withMaker(surface, term.replace(/\s*\(([^()]*)\)$/, ''))) return true;
  const plain = term.replace(/\s*\(([^()]*)\)$/, '');
  const short = /\(([^()]+)\)$/.exec(term)?.[1];
  const s = letters(surface);
  for (const t of [plain, short].filter((x): x is string => !!x)) {
    const l = letters(t);
    if (!s || !l) continue;
    if (s === l) return true;
    // "Postgres" of "PostgreSQL", "JS" of "JavaScript" only by the rules below.
    if (s.length >= 4 && l.startsWith(s)) return true;
    // "Golang" is Go; "GitHub" and "JavaScript" name something new from a capital on.
    if (s.length > l.length && s.startsWith(l))
      return !/[A-Z]/.test(surface.replace(/[^A-Za-z0-9]/g, '')[l.length] ?? '');
    if (l.length > s.length && s.length >= 2 && initials(t) === s) return true;
    if (s.length > l.length && l.length >= 2 && initials(surface) === l) return true;
    if (s === numeronym(t)) return true;
  }
  return false;
}
