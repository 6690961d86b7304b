/** Email, phone, links and place, wherever a resume prints them. */

const EMAIL =
  /(?:mailto:)?([a-z0-9!#$%&'*+/=?^_`{|}~.-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+)/gi;
const PHONE = /(?<![\w+])(?:\+|00)?\(?\d[\d\s().\-/–]{6,}\d(?![\w])/g;
const URL_WITH_SCHEME = /\bhttps?:\/\/[^\s|,;<>"')]+/gi;
const WWW = /\bwww\.[^\s|,;<>"')]+/gi;
const KNOWN_SITES =
  /(?<![\w@.])(?:[a-z]{2,3}\.)?(?:linkedin\.com|github\.com|gitlab\.com|bitbucket\.org|twitter\.com|x\.com|behance\.net|dribbble\.com|stackoverflow\.com|medium\.com|xing\.com|kaggle\.com|leetcode\.com|t\.me)\/[^\s|,;<>"')]*/gi;
const BARE_DOMAIN =
  /(?<![\w@./-])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|me|de|fr|es|pt|br|ru|cn|ch|at|uk|co|app|ai|info|site|page|eu|it|nl|xyz|tech|online|github\.io|vercel\.app|netlify\.app)(?:\/[^\s|,;<>"')]*)?(?![\w@])/g;

/** Labels printed before a contact value, in the languages the importer reads. */
const LABELS =
  /(?:^|\s)(?:e-?mail|mail|courriel|correo(?: electrónico)?|почта|邮箱|电子邮件|phone|mobile|mobil|cell|tel|tél|telefon|téléphone|teléfono|telefone|celular|móvil|handy|телефон|电话|手机|linkedin|github|gitlab|website|web|homepage|site|portfolio|blog|xing|twitter)\s*[.:：]?(?=\s|$)/giu;

export type Network = 'LinkedIn' | 'GitHub' | 'GitLab' | 'Twitter' | 'Xing' | 'Other';

export interface Link {
  url: string;
  network?: string;
  username?: string;
}

export function networkOf(url: string): string | undefined {
  const host = url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .toLowerCase();
  const known: [string, string][] = [
    ['linkedin.com', 'LinkedIn'],
    ['github.com', 'GitHub'],
    ['gitlab.com', 'GitLab'],
    ['bitbucket.org', 'Bitbucket'],
    ['twitter.com', 'Twitter'],
    ['x.com', 'X'],
    ['behance.net', 'Behance'],
    ['dribbble.com', 'Dribbble'],
    ['stackoverflow.com', 'Stack Overflow'],
    ['medium.com', 'Medium'],
    ['xing.com', 'Xing'],
    ['kaggle.com', 'Kaggle'],
    ['leetcode.com', 'LeetCode'],
    ['t.me', 'Telegram'],
  ];
  for (const [domain, name] of known) {
    if (host === domain || host.startsWith(`${domain}/`) || host.includes(`.${domain}`))
      return name;
  }
  return undefined;
}

export function absoluteUrl(url: string): string {
  const trimmed = url.replace(/[.,;:)]+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function digitGroups(value: string): string[] {
  return value.match(/\d+/g) ?? [];
}

/** A run of digits that is a phone number, not dates, a postcode or a year range. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return false;
  const groups = digitGroups(value);
  const dateLike = groups.every(
    (g) => (g.length === 4 && /^(19|20)/.test(g)) || (g.length <= 2 && Number(g) <= 31),
  );
  if (dateLike) return false;
  // Eight digits and more without a leading + or separators are ids more often than phones.
  if (groups.length === 1 && !value.trim().startsWith('+') && digits.length < 9) return false;
  return true;
}

export interface LineContacts {
  emails: string[];
  phones: string[];
  links: Link[];
  /** The line without the values found and their labels. */
  rest: string;
}

/** Finds the contact values on one line. `personalLinks`: any web address counts. */
export function readContacts(text: string, personalLinks: boolean): LineContacts {
  let rest = ` ${text} `;
  const emails: string[] = [];
  const phones: string[] = [];
  const links: Link[] = [];
  rest = rest.replace(EMAIL, (_m, email: string) => {
    emails.push(email.replace(/\.$/, ''));
    return ' ';
  });
  const takeLink = (m: string) => {
    const url = absoluteUrl(m);
    const network = networkOf(url);
    if (!network && !personalLinks) return m;
    const username = network ? url.replace(/\/+$/, '').split('/').pop() : undefined;
    links.push({ url, ...(network ? { network } : {}), ...(username ? { username } : {}) });
    return ' ';
  };
  rest = rest.replace(URL_WITH_SCHEME, takeLink);
  rest = rest.replace(KNOWN_SITES, takeLink);
  rest = rest.replace(WWW, takeLink);
  if (personalLinks) {
    rest = rest.replace(BARE_DOMAIN, (m) => (/[A-Z]/.test(m) ? m : takeLink(m)));
  }
  rest = rest.replace(PHONE, (m) => {
    if (!isPhone(m)) return m;
    phones.push(m.trim());
    return ' ';
  });
  if (emails.length + phones.length + links.length > 0) {
    rest = rest.replace(LABELS, ' ');
  }
  rest = rest
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:|·•/–—-]+|[\s,;:|·•/–—-]+$/g, '')
    .replace(/\s*[|·•]\s*(?=[|·•])/g, ' ')
    .trim();
  return { emails, phones, links, rest };
}

const COUNTRIES: Record<string, string> = {
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  spain: 'ES',
  españa: 'ES',
  espana: 'ES',
  portugal: 'PT',
  brazil: 'BR',
  brasil: 'BR',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  us: 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  canada: 'CA',
  india: 'IN',
  qatar: 'QA',
  vietnam: 'VN',
  china: 'CN',
  russia: 'RU',
  россия: 'RU',
  austria: 'AT',
  österreich: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  suisse: 'CH',
  italy: 'IT',
  italia: 'IT',
  netherlands: 'NL',
  mexico: 'MX',
  méxico: 'MX',
  argentina: 'AR',
  chile: 'CL',
  colombia: 'CO',
  peru: 'PE',
  perú: 'PE',
  tunisia: 'TN',
  tunisie: 'TN',
  morocco: 'MA',
  maroc: 'MA',
  belgium: 'BE',
  belgique: 'BE',
  ireland: 'IE',
  poland: 'PL',
  australia: 'AU',
  japan: 'JP',
  singapore: 'SG',
  'south korea': 'KR',
  uruguay: 'UY',
};
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

export interface Place {
  city?: string;
  region?: string;
  countryCode?: string;
  postalCode?: string;
}

/** "Berlin, Germany", "St. Paul, MN", "10115 Berlin", "Lisboa": a place, or undefined. */
export function readPlace(text: string): Place | undefined {
  const cleaned = text
    .replace(
      /^(?:address|adresse|dirección|endereço|location|ort|wohnort|адрес|地址)\s*[:：]?\s*/iu,
      '',
    )
    .trim();
  if (cleaned === '' || cleaned.length > 90) return undefined;
  // "Street 2, 32584 Löhne": the postcode and town are the place.
  const town = /(?:^|,\s*)(\d{4,5})\s+(\p{Lu}[\p{L} .'-]+)$/u.exec(cleaned);
  if (town && cleaned.includes(',')) return { city: town[2]!.trim(), postalCode: town[1]! };
  if (cleaned.length > 60) return undefined;
  const bare = cleaned.replace(/\s*\([^)]*\)\s*$/, '');
  if (!/^[\p{L}\d][\p{L}\d .,'’-]*$/u.test(bare)) return undefined;
  const pieces = bare
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (pieces.length === 0 || pieces.length > 3) return undefined;
  const place: Place = {};
  let cityPiece = pieces[0]!;
  const postal = /^(\d{4,5})\s+(.+)$/.exec(cityPiece) ?? /^(.+?)\s+(\d{4,5})$/.exec(cityPiece);
  if (postal) {
    const [a, b] = [postal[1]!, postal[2]!];
    place.postalCode = /\d/.test(a) ? a : b;
    cityPiece = /\d/.test(a) ? b : a;
  }
  if (/\d/.test(cityPiece) || cityPiece.split(/\s+/).length > 4) return undefined;
  // An acronym is an employer or a school ("BSNL, Chennai"), not a town.
  if (/^[A-Z]{2,6}$/.test(cityPiece)) return undefined;
  if (!/^\p{Lu}/u.test(cityPiece)) return undefined;
  for (const piece of pieces.slice(1)) {
    const key = piece.toLowerCase();
    if (US_STATES.has(piece)) {
      place.region = piece;
      place.countryCode = 'US';
    } else if (COUNTRIES[key]) {
      place.countryCode = COUNTRIES[key];
    } else if (/^[A-Z]{2}$/.test(piece)) {
      place.countryCode = piece;
    } else if (
      pieces.length === 2 &&
      /^\p{Lu}/u.test(piece) &&
      piece.split(/\s+/).length <= 2 &&
      cityPiece.split(/\s+/).length <= 3
    ) {
      place.region = piece;
    } else {
      return undefined;
    }
  }
  const alone = COUNTRIES[cityPiece.toLowerCase()];
  if (alone && pieces.length === 1) return { countryCode: alone };
  // One word alone is a place only with a postcode or a country beside it: "Python" is not.
  if (pieces.length === 1 && !place.postalCode) return undefined;
  place.city = cityPiece;
  return place;
}
