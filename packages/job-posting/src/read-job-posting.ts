import type { JobLinkDraft } from '@resumio/contract/jobs';
import { decodeEntities, htmlToText } from './html-to-text.ts';
import { pagePartsFromHtml } from './html-page-parts.ts';
import { type Json, isObject, isType, jsonLdObjects } from './json-ld.ts';
import type { PageParts } from './page-parts.ts';

const TEXT_MAX = 20_000;
const FIELD_MAX = 200;

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : undefined;
const short = (v: string | null | undefined) =>
  v ? htmlToText(v).replace(/\s+/g, ' ').trim().slice(0, FIELD_MAX) || null : null;

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

// Page text keeps its lines but not the indentation or the blank runs of the markup.
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

// Some boards escape the description's markup once more ("&lt;p&gt;"): read it as markup.
const descriptionText = (html: string) =>
  htmlToText(/&lt;\/?[a-z][a-z0-9]*(?:\s[^&]*)?&gt;/i.test(html) ? decodeEntities(html) : html);

/** The site as the tracker's source: "boards.greenhouse.io", without a leading "www.". */
export const sourceOf = (pageUrl: string) => new URL(pageUrl).hostname.replace(/^www\./, '');

/** What a page's parts say about the job (see `JobLinkDraftSchema`). */
export function readJobPostingFromParts(parts: PageParts): JobLinkDraft {
  const pageUrl = parts.url;
  const source = sourceOf(pageUrl);
  const posting = jsonLdObjects(parts.jsonLd).find((o) => isType(o, 'JobPosting'));
  if (posting) {
    const description = descriptionText(str(posting['description']) ?? '').trim();
    const url = str(posting['url']);
    return {
      company: short(orgName(posting['hiringOrganization'])),
      role: short(str(posting['title'])),
      location: short(place(posting['jobLocation'])),
      remotePolicy: remote(posting, description),
      ...salary(posting['baseSalary']),
      postingUrl: url && /^https?:\/\//.test(url) ? url : pageUrl,
      source,
      jobDescription: description ? description.slice(0, TEXT_MAX) : null,
      deadlineOn: day(posting['validThrough']),
      readFrom: 'structured-data',
    };
  }
  const text = tidy(parts.mainText ?? '');
  return {
    company: short(parts.siteName),
    role: short(parts.title),
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

/** What a fetched page's HTML says about the job. */
export function readJobPosting(html: string, pageUrl: string): JobLinkDraft {
  return readJobPostingFromParts(pagePartsFromHtml(html, pageUrl));
}
