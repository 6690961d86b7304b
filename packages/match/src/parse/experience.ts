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
// "Experience: 3+ years".
const EXPERIENCE_THEN_YEARS = new RegExp(
  `\\bexperience\\b[^.;]{0,25}?\\b${NUM}\\s*\\+?\\s*(?:years?|yrs?)\\b`,
  'i',
);

function toNumber(word: string): number {
  return NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
}

/** The years of experience a clause asks for, if it asks. */
// A job board's field that is nothing but the figure ("5+ years", "2-4 yrs") states the
// experience asked.
const BARE_YEARS = new RegExp(
  `^\\s*${NUM}\\s*(?:\\+|plus)?\\s*(?:(?:-|–|to)\\s*${NUM}\\s*)?(?:years?|yrs?)\\.?\\s*$`,
  'i',
);

export function yearsAsked(clause: string): number | undefined {
  // Most clauses name no years: a plain substring test spares them the patterns.
  if (!/year|yr/i.test(clause)) return undefined;
  const m =
    YEARS_THEN_EXPERIENCE.exec(clause) ??
    EXPERIENCE_THEN_YEARS.exec(clause) ??
    BARE_YEARS.exec(clause);
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
