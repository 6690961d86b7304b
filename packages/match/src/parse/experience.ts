const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

const NUM =
  '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)';
// "5+ years of experience", "3-5 years in a similar role", "minimum of two years' experience".
const YEARS_THEN_EXPERIENCE = new RegExp(
  `\\b${NUM}\\s*(?:\\(\\d+\\)\\s*)?(?:\\+|plus)?\\s*(?:(?:-|–|to|or more)\\s*(?:${NUM})?\\s*)?\\+?\\s*(?:years?|yrs?)(?:['’]s?)?\\b(?=\\s+(?:in|of|as|with|working|doing|leading|managing|supervising)\\b|[^.;]{0,80}\\b(?:experience|experienced|background|working|work|role|position|industry|setting|environment)\\b)`,
  'i',
);
// "Experience: 3+ years", "First experiences (2+ years)".
const EXPERIENCE_THEN_YEARS = new RegExp(
  `\\bexperiences?\\b[^.;]{0,25}?\\b${NUM}\\s*\\+?\\s*(?:years?|yrs?)\\b`,
  'i',
);
// The same in French, German and Spanish: "2 à 5 ans d'expérience", "Expérience : 2 ans",
// "3+ Jahre Berufserfahrung", "Berufserfahrung von 2 Jahren", "3 años de experiencia".
const YEAR_WORDS = String.raw`(?:ans?|jahre?n?|años?)`;
const EXPERIENCE_WORDS = String.raw`(?:exp[ée]riences?|berufserfahrung|erfahrung|experiencia)`;
const OTHER_YEARS_THEN_EXPERIENCE = new RegExp(
  String.raw`(?:^|[^\p{L}\d])(\d{1,2})\s*\+?\s*(?:(?:-|–|à|a|bis)\s*\d{1,2}\s*)?${YEAR_WORDS}(?![\p{L}])[^.;]{0,40}?${EXPERIENCE_WORDS}`,
  'iu',
);
const OTHER_EXPERIENCE_THEN_YEARS = new RegExp(
  String.raw`${EXPERIENCE_WORDS}[^.;\d]{0,30}?(\d{1,2})\s*\+?\s*${YEAR_WORDS}(?![\p{L}])`,
  'iu',
);
const BARE_YEARS = new RegExp(
  `^\\s*${NUM}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to)\\s*${NUM}\\s*)?(?:years?|yrs?|ans?|jahre?n?|años?)\\.?\\s*$`,
  'i',
);
/** A clause that states years in any of the four languages. */
export const YEARS_WORD = /\b(?:years?|yrs?)\b|\d\s*\+?\s*(?:ans?|jahre?n?|años?)(?![\p{L}])/iu;

function toNumber(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

/** The years of experience a clause asks for, if it asks. */
// A job board's field that is nothing but the figure ("5+ years", "2-4 yrs") states the
// experience asked.

export function yearsAsked(clause: string): number | undefined {
  // Most clauses name no years: a plain substring test spares them the patterns.
  if (!/year|yr|ans?\b|jahr|año/i.test(clause)) return undefined;
  const m =
    YEARS_THEN_EXPERIENCE.exec(clause) ??
    EXPERIENCE_THEN_YEARS.exec(clause) ??
    BARE_YEARS.exec(clause) ??
    OTHER_YEARS_THEN_EXPERIENCE.exec(clause) ??
    OTHER_EXPERIENCE_THEN_YEARS.exec(clause);
  if (!m?.[1]) return undefined;
  const years = toNumber(m[1]);
  return years > 0 && years <= 30 ? years : undefined;
}

/** What the years of a clause are of: "in a lead or supervisory role", "of acute care experience". */
export function yearsScope(clause: string): string | undefined {
  const m = new RegExp(
    `\\b${NUM}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to|or more)\\s*(?:${NUM})?\\s*)?\\+?\\s*(?:years?|yrs?)(?:['’]s?)?\\s+([^()]*)`,
    'i',
  ).exec(clause);
  const scope = m?.[3]
    ?.replace(/[\s,;:.]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return scope && /\p{L}/u.test(scope) ? scope : undefined;
}
