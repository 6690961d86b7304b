import type { JobLinkDraft } from '@resumio/contract/jobs';
import { htmlToText } from '../jobs/html-to-text.ts';

type Json = Record<string, unknown>;

const TEXT_MAX = 20_000;
const FIELD_MAX = 200;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const short = (v: string | undefined) =>
  v ? htmlToText(v).replace(/\s+/g, ' ').trim().slice(0, FIELD_MAX) || null : null;

/** Every JSON-LD object on the page, `@graph` and arrays unfolded. */
function jsonLdObjects(html: string): Json[] {
  const out: Json[] = [];
  const visit = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(visit);
    else if (isObject(v)) {
      out.push(v);
      if (Array.isArray(v['@graph'])) v['@graph'].forEach(visit);
    }
  };
  for (const m of html.matchAll(
    /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi,
  )) {
    try {
      visit(JSON.parse(m[1]!.trim()));
    } catch {
      // A page's broken block is skipped; the others may hold the posting.
    }
  }
  return out;
}

const isType = (o: Json, type: string) =>
  [o['@type']].flat().some((t) => typeof t === 'string' && t.toLowerCase() === type.toLowerCase());

function orgName(v: unknown): string | undefined {
  if (typeof v === 'string') return str(v);
  if (Array.isArray(v)) return orgName(v[0]);
  return isObject(v) ? str(v['name']) : undefined;
}

function place(v: unknown): string | undefined {
  const one = Array.isArray(v) ? v[0] : v;
  if (!isObject(one)) return str(one);
  const address = isObject(one['address']) ? one['address'] : one;
  const country = address['addressCountry'];
  const parts = [
    str(address['addressLocality']),
    str(address['addressRegion']),
    isObject(country) ? str(country['name']) : str(country),
  ].filter((p): p is string => !!p);
  return parts.length > 0 ? [...new Set(parts)].join(', ') : str(one['name']);
}

const PERIODS: Record<string, JobLinkDraft['salaryPeriod']> = {
  YEAR: 'year',
  MONTH: 'month',
  HOUR: 'hour',
};

function salary(
  v: unknown,
): Pick<JobLinkDraft, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryPeriod'> {
  const none = { salaryMin: null, salaryMax: null, salaryCurrency: null, salaryPeriod: null };
  const amount = Array.isArray(v) ? v[0] : v;
  if (!isObject(amount)) return none;
  const value = isObject(amount['value']) ? amount['value'] : amount;
  const num = (x: unknown) => {
    const n =
      typeof x === 'number' ? x : typeof x === 'string' ? Number(x.replace(/[,\s]/g, '')) : NaN;
    return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
  };
  const single = num(value['value']);
  const min = num(value['minValue']) ?? single;
  const max = num(value['maxValue']) ?? single;
  const currency = str(amount['currency'])?.toUpperCase();
  const unit = str(value['unitText'] ?? amount['unitText'])?.toUpperCase();
  return {
    salaryMin: min,
    salaryMax: max !== null && min !== null && max < min ? min : max,
    salaryCurrency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    salaryPeriod: (unit ? PERIODS[unit] : undefined) ?? null,
  };
}

function day(v: unknown): string | null {
  const s = str(v);
  const m = s ? /^(\d{4}-\d{2}-\d{2})/.exec(s) : null;
  return m ? m[1]! : null;
}

function remote(posting: Json, description: string): JobLinkDraft['remotePolicy'] {
  const type = str(posting['jobLocationType'])?.toUpperCase();
  if (type === 'TELECOMMUTE') return 'remote';
  if (/\bhybrid\b/i.test(description.slice(0, 2000))) return 'hybrid';
  return null;
}

const meta = (html: string, name: string): string | undefined =>
  new RegExp(
    `<meta\\b[^>]*(?:property|name)\\s*=\\s*["']${name}["'][^>]*content\\s*=\\s*["']([^"']*)["']`,
    'i',
  ).exec(html)?.[1] ??
  new RegExp(
    `<meta\\b[^>]*content\\s*=\\s*["']([^"']*)["'][^>]*(?:property|name)\\s*=\\s*["']${name}["']`,
    'i',
  ).exec(html)?.[1];

/** The readable main text of a page: its <main> or <article> when it has one, without chrome. */
function mainText(html: string): string {
  const body =
    /<main\b[\s\S]*?<\/main\s*>/i.exec(html)?.[0] ??
    /<article\b[\s\S]*?<\/article\s*>/i.exec(html)?.[0] ??
    /<body\b[\s\S]*?<\/body\s*>/i.exec(html)?.[0] ??
    html;
  return htmlToText(
    body.replace(/<(nav|header|footer|aside|form|noscript|svg)\b[\s\S]*?<\/\1\s*>/gi, ''),
  )
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();
}

/** What a posting's page says about the job (see `JobLinkDraftSchema`). */
export function readJobPosting(html: string, pageUrl: string): JobLinkDraft {
  const source = new URL(pageUrl).hostname.replace(/^www\./, '');
  const posting = jsonLdObjects(html).find((o) => isType(o, 'JobPosting'));
  if (posting) {
    const description = htmlToText(str(posting['description']) ?? '').trim();
    return {
      company: short(orgName(posting['hiringOrganization'])),
      role: short(str(posting['title'])),
      location: short(place(posting['jobLocation'])),
      remotePolicy: remote(posting, description),
      ...salary(posting['baseSalary']),
      postingUrl:
        str(posting['url']) && /^https?:\/\//.test(str(posting['url'])!)
          ? str(posting['url'])!
          : pageUrl,
      source,
      jobDescription: description ? description.slice(0, TEXT_MAX) : null,
      deadlineOn: day(posting['validThrough']),
      readFrom: 'structured-data',
    };
  }
  const title = meta(html, 'og:title') ?? /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const text = mainText(html);
  return {
    company: short(meta(html, 'og:site_name')),
    role: short(title),
    location: null,
    remotePolicy: null,
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
    salaryPeriod: null,
    postingUrl: pageUrl,
    source,
    jobDescription: text ? text.slice(0, TEXT_MAX) : null,
    deadlineOn: null,
    readFrom: 'page-text',
  };
}
