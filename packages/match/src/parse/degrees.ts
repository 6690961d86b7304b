// Degree levels, read the same way from a posting, an education entry and a proposed text.

export const DEGREE_NAMES: Record<number, string> = {
  0: 'High school diploma',
  1: 'Associate degree',
  2: "Bachelor's degree",
  3: "Master's degree",
  4: 'Doctorate',
};

export const DEGREE_KEYS: Record<number, string> = {
  0: 'degree:high-school',
  1: 'degree:associate',
  2: 'degree:bachelor',
  3: 'degree:master',
  4: 'degree:doctorate',
};

// Spelled-out degrees match in any case; abbreviations only in capitals ("MEd", not "med-surg").
const LEVELS: [number, RegExp, RegExp | undefined][] = [
  [
    4,
    /\b(ph\.?\s?d|doctorate|doctoral degree|doctor of (?!pharmacy)\w+)\b/i,
    /\b(PhD|EdD|PsyD|DBA)\b/,
  ],
  [
    3,
    /\b(master['’]?s?\b|masters? (degree|of)|graduate degree|advanced degree|m\.s\.(?=\s|$)|m\.sc\b|m\.eng\b|m\.ed\b|m\.a\.(?=\s|$))/i,
    /\b(MBA|MSc|MEng|MEd|MPH|MSN|MSW|MFA)\b|\bM\.?S(?= (in|degree)\b)|\bM\.?A(?= (in|degree)\b)/,
  ],
  [
    2,
    /\b(bachelor['’]?s?|baccalaureate|undergraduate degree|four[\s-]year degree|4[\s-]year degree|college degree|university degree|b\.s\.(?=\s|$)|b\.a\.(?=\s|$)|b\.sc\b|b\.eng\b|b\.ed\b|b\.tech\b)/i,
    /\b(BSc|BEng|BSN|BBA|BFA|BTech|BSEE|BSME|BSCE)\b|\b(BS|BA)(?=$|[ /,](in|degree|or|BA|BS)\b|,)|^(BS|BA|B\.S|B\.A)$/,
  ],
  [
    1,
    /\b(associate['’]?s? (degree|of)|associate degree|two[\s-]year degree|2[\s-]year degree)\b/i,
    /\b(AAS|ADN|ASN)\b/,
  ],
  [0, /\b(high school diploma|high school education|high school or equivalent)\b/i, /\bGED\b/],
];

/** Every degree level a text names, lowest first. */
// One cheap test before the per-level patterns: most text names no degree at all.
const ANY_DEGREE =
  /degree|bachelor|baccalaureate|master|associate|doctor|ph\.?\s?d|diploma|GED|high school|graduate|college|university|\b(?:[BM]\.?[AS]|BSc|BEng|BSN|BBA|BFA|BTech|BSEE|BSME|BSCE|MBA|MSc|MEng|MEd|MPH|MSN|MSW|MFA|EdD|PsyD|DBA|AAS|ADN|ASN)\b|\b[bm]\.(?:s|a|sc|eng|ed|tech)\b/i;

export function degreeLevels(text: string): number[] {
  if (!ANY_DEGREE.test(text)) return [];
  const out: number[] = [];
  for (const [level, words, abbreviations] of LEVELS) {
    if (words.test(text) || abbreviations?.test(text)) out.push(level);
  }
  if (out.length === 0 && /\bdegree in\b|\bdegree\b(?= (required|preferred))/i.test(text))
    out.push(2);
  return out.sort((a, b) => a - b);
}
