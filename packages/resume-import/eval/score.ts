/**
 * Field-level scoring of an imported resume against the fields a person read from the file,
 * by the rules of the corpus README ("Scoring"): each field on its own, entries paired by
 * similarity, dates at month precision.
 */

import { BUILTIN_SECTION_KEYS } from '@resumio/resume-model/section-keys.ts';

type Json = Record<string, unknown>;
export type FieldScores = Map<string, [correct: number, total: number]>;

export function norm(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/[сС]/g, 'c')
    .replace(/[\u2010-\u2015-]/g, '-')
    .replace(/[“”„"«»‘’']/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[ .,;:|]+|[ .,;:|]+$/g, '');
}

const normUrl = (u: unknown) =>
  norm(u)
    .replace(/^(https?:\/\/)?(www\.)?/, '')
    .replace(/\/+$/, '');
const normPhone = (p: unknown) => String(p ?? '').replace(/\D/g, '');
const normEmail = (e: unknown) => norm(e).replace('mailto:', '');

/** Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio() computes it. */
export function ratio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const matches = (x: string, y: string): number => {
    if (!x || !y) return 0;
    let best = 0;
    let bi = 0;
    let bj = 0;
    const prev = new Array<number>(y.length + 1).fill(0);
    for (let i = 1; i <= x.length; i += 1) {
      let diag = 0;
      for (let j = 1; j <= y.length; j += 1) {
        const tmp = prev[j]!;
        prev[j] = x[i - 1] === y[j - 1] ? diag + 1 : 0;
        if (prev[j]! > best) {
          best = prev[j]!;
          bi = i - best;
          bj = j - best;
        }
        diag = tmp;
      }
    }
    if (best === 0) return 0;
    return (
      best +
      matches(x.slice(0, bi), y.slice(0, bj)) +
      matches(x.slice(bi + best), y.slice(bj + best))
    );
  };
  return (2 * matches(a, b)) / (a.length + b.length);
}

const sim = (a: unknown, b: unknown) => ratio(norm(a), norm(b));

function textMatch(exp: unknown, got: unknown, fuzzy = 0.85): boolean | undefined {
  if (!exp) return undefined;
  if (!got) return false;
  const a = norm(exp);
  const b = norm(got);
  return (
    a === b || a.includes(b) || (b.includes(a) && b.length >= 0.6 * a.length) || sim(a, b) >= fuzzy
  );
}

const MONTH_WORDS = [
  'jan january janvier januar enero janeiro январь января',
  'feb february fevrier février februar febrero fevereiro февраль февраля',
  'mar march mars märz maerz marzo março марта март',
  'apr april avril abril апрель апреля',
  'may mai mayo maio май мая',
  'jun june juin juni junio junho июнь июня',
  'jul july juillet juli julio julho июль июля',
  'aug august aout août agosto август августа',
  'sep sept september septembre septiembre setembro сентябрь сентября',
  'oct october octobre oktober octubre outubro okt октябрь октября',
  'nov november novembre noviembre novembro ноябрь ноября',
  'dec december decembre décembre dezember diciembre dezembro декабрь декабря',
];

function parseDate(d: unknown): [number, number | undefined] | undefined {
  if (d === null || d === undefined) return undefined;
  const s = norm(d);
  let m = /^(\d{4})(?:[-/.](\d{1,2}))?/.exec(s);
  if (m) return [Number(m[1]), m[2] ? Number(m[2]) : undefined];
  m = /^(\d{1,2})[/.](\d{4})$/.exec(s);
  if (m) return [Number(m[2]), Number(m[1])];
  const y = /(\d{4})/.exec(s);
  if (!y) return undefined;
  const month = MONTH_WORDS.findIndex((list) => list.split(' ').some((w) => s.includes(w)));
  return [Number(y[1]), month === -1 ? undefined : month + 1];
}

function dateMatch(exp: unknown, got: unknown): boolean | undefined {
  const e = parseDate(exp);
  const g = parseDate(got);
  if (!e) return undefined;
  if (!g) return false;
  if (e[0] !== g[0]) return false;
  return e[1] === undefined || e[1] === g[1];
}

const isCurrent = (x: Json) =>
  !x.endDate || ['present', 'current', 'now'].includes(norm(x.endDate));

function matchEntries(expList: Json[], gotList: Json[], keys: string[], threshold = 0.6) {
  const cands: [number, number, number][] = [];
  expList.forEach((e, i) => {
    gotList.forEach((g, j) => {
      const ks = keys.filter((k) => e[k]).map((k) => sim(e[k] ?? '', g[k] ?? ''));
      if (ks.length === 0) return;
      let s = ks.reduce((a, b) => a + b, 0) / ks.length;
      if (dateMatch(e.startDate, g.startDate)) s += 0.05;
      cands.push([s, i, j]);
    });
  });
  cands.sort((a, b) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2]);
  const pairs: [number, number][] = [];
  const usedE = new Set<number>();
  const usedG = new Set<number>();
  for (const [s, i, j] of cands) {
    if (s < threshold || usedE.has(i) || usedG.has(j)) continue;
    pairs.push([i, j]);
    usedE.add(i);
    usedG.add(j);
  }
  return pairs;
}

export function scoreOne(exp: Json, got: Json): FieldScores {
  const r: FieldScores = new Map();
  const add = (k: string, ok: boolean | undefined) => {
    if (ok === undefined) return;
    const [c, t] = r.get(k) ?? [0, 0];
    r.set(k, [c + (ok ? 1 : 0), t + 1]);
  };
  const addN = (k: string, c: number, t: number) => {
    const [C, T] = r.get(k) ?? [0, 0];
    r.set(k, [C + c, T + t]);
  };
  const eb = (exp.basics ?? {}) as Json;
  const gb = (got.basics ?? {}) as Json;
  add('basics.name', textMatch(eb.name, gb.name, 0.9));
  if (eb.email) {
    const alts = [eb.email, ...((eb.emailAlternatives as unknown[]) ?? [])].map(normEmail);
    add('basics.email', alts.includes(normEmail(gb.email)));
  }
  if (eb.phone) {
    const alts = [eb.phone, ...((eb.phoneAlternatives as unknown[]) ?? [])].map(normPhone);
    const gp = normPhone(gb.phone);
    add(
      'basics.phone',
      !!gp && alts.some((a) => gp.endsWith(a.slice(-9)) || a.endsWith(gp.slice(-9))),
    );
  }
  if (eb.url) add('basics.url', normUrl(eb.url) === normUrl(gb.url));
  if (eb.label) add('basics.label', textMatch(eb.label, gb.label, 0.8));
  const el = (eb.location ?? {}) as Json;
  const gl = (gb.location ?? {}) as Json;
  if (el.city) add('basics.location.city', textMatch(el.city, gl.city, 0.85));
  if (el.countryCode)
    add('basics.location.countryCode', norm(el.countryCode) === norm(gl.countryCode));
  for (const k of ['email', 'phone']) {
    if (k in eb && eb[k] === null) add('basics.noHallucination', !gb[k]);
  }
  const ew = (exp.work ?? []) as Json[];
  const gw = (got.work ?? []) as Json[];
  const pairs = matchEntries(ew, gw, ['name', 'position']);
  const matched = new Set(pairs.map(([i]) => i));
  const required = ew.map((e, i) => ({ e, i })).filter(({ e }) => !e.optional);
  addN('work.recall', required.filter(({ i }) => matched.has(i)).length, required.length);
  if (gw.length > 0) addN('work.precision', pairs.length, gw.length);
  for (const [i, j] of pairs) {
    const e = ew[i]!;
    const g = gw[j]!;
    add('work.name', textMatch(e.name, g.name));
    if (e.position) add('work.position', textMatch(e.position, g.position, 0.75));
    if (e.startDate) add('work.startDate', dateMatch(e.startDate, g.startDate));
    if (e.endDate) add('work.endDate', dateMatch(e.endDate, g.endDate));
    else if (e.startDate !== undefined && e.startDate !== null) add('work.current', isCurrent(g));
    if (typeof e.highlightsCount === 'number') {
      add(
        'work.highlightsCount±1',
        Math.abs(((g.highlights as unknown[]) ?? []).length - e.highlightsCount) <= 1,
      );
    }
  }
  const key = (e: Json) => [e.institution, e.studyType, e.area].filter(Boolean).join(' ');
  const ee = (exp.education ?? []) as Json[];
  const ge = (got.education ?? []) as Json[];
  const epairs = matchEntries(
    ee.map((e) => ({ ...e, _k: key(e) })),
    ge.map((g) => ({ ...g, _k: key(g) })),
    ['_k'],
    0.45,
  );
  addN('education.recall', epairs.length, ee.length);
  if (ge.length > 0) addN('education.precision', epairs.length, ge.length);
  for (const [i, j] of epairs) {
    const e = ee[i]!;
    const g = ge[j]!;
    if (e.institution) add('education.institution', textMatch(e.institution, g.institution, 0.8));
    if (e.studyType || e.area) {
      add(
        'education.degree',
        textMatch(
          [e.studyType, e.area].filter(Boolean).join(' '),
          [g.studyType, g.area].filter(Boolean).join(' '),
          0.6,
        ),
      );
    }
    if (e.startDate) add('education.startDate', dateMatch(e.startDate, g.startDate));
    if (e.endDate) add('education.endDate', dateMatch(e.endDate, g.endDate));
  }
  const flat = (list: unknown): Set<string> => {
    const out = new Set<string>();
    for (const x of (list as unknown[]) ?? []) {
      if (x && typeof x === 'object') {
        const s = x as Json;
        if (s.name) out.add(norm(s.name));
        for (const k of (s.keywords as unknown[]) ?? []) out.add(norm(k));
      } else out.add(norm(x));
    }
    out.delete('');
    return out;
  };
  const es = new Set(((exp.skills as unknown[]) ?? []).map(norm));
  const gs = flat(got.skills);
  const opt = new Set(((exp.skillsOptional as unknown[]) ?? []).map(norm));
  const found = (x: string, pool: Set<string>) =>
    [...pool].some((y) => x === y || (x.length > 2 && (y.includes(x) || x.includes(y))));
  if (es.size > 0) addN('skills.recall', [...es].filter((x) => found(x, gs)).length, es.size);
  if (gs.size > 0) {
    const ok = new Set([...es, ...opt]);
    addN('skills.precision', [...gs].filter((y) => found(y, ok)).length, gs.size);
  }
  const langOf = (l: unknown) => norm(l && typeof l === 'object' ? (l as Json).language : l);
  const elang = new Set(((exp.languages as unknown[]) ?? []).map(langOf));
  const glang = new Set(((got.languages as unknown[]) ?? []).map(langOf));
  if (elang.size > 0)
    addN('languages.recall', [...elang].filter((x) => found(x, glang)).length, elang.size);
  if (glang.size > 0)
    addN('languages.precision', [...glang].filter((y) => found(y, elang)).length, glang.size);
  // Every list section of a JSON Resume: the summary is text, not a list.
  const kinds: string[] = BUILTIN_SECTION_KEYS.filter((k) => k !== 'summary');
  const gk = new Set(
    kinds.filter((k) => Array.isArray(got[k]) && (got[k] as unknown[]).length > 0),
  );
  if (gb.summary) gk.add('summary');
  const ek = new Set((exp.sectionsPresent as string[]) ?? []);
  const okExtra = new Set([
    ...((exp.alsoMentioned as string[]) ?? []),
    ...(exp.volunteer ? ['volunteer'] : []),
  ]);
  if (ek.size > 0) addN('sections.recall', [...ek].filter((k) => gk.has(k)).length, ek.size);
  if (gk.size > 0)
    addN('sections.precision', [...gk].filter((k) => ek.has(k) || okExtra.has(k)).length, gk.size);
  return r;
}
