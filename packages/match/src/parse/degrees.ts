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
// The forms are those written worldwide: Indian (B.E., B.Tech, BCA, B.Com, MCA, M.Com), French
// (Licence, Master, Bac+N, BTS, DUT), German (Bachelor, Master, Diplom, Ausbildung, Abitur),
// Spanish (Grado, Licenciatura, Máster, Maestría), Italian (Laurea) and Russian (Бакалавр,
// Магистр, Специалист). A short capital form (BE, ME, BA, MA) counts only standing alone or
// before "in", a bracket, a comma or a dash, where it cannot be a word.
const ALONE = String.raw`(?=$|\s*(?:in\b|\(|,|-|–|/|\.\s|\s(?:degree|Degree|Hons|\())|\s*$)`;
const LEVELS: [number, RegExp, RegExp | undefined][] = [
  [
    4,
    /\b(ph\.?\s?d|doctorate|doctoral degree|doctor of (?!pharmacy)\w+|doctorat|doktor(?:at|grad)?|promotion zum|doctorado)\b|кандидат наук|доктор наук/i,
    /\b(PhD|EdD|PsyD|DBA|Dr\.\s?rer|Dr\.-Ing)\b/,
  ],
  [
    3,
    /\b(master['’]?s?\b|masters? (degree|of)|graduate degree|advanced degree|postgraduate|post[\s-]graduate|m\.s\.(?=\s|$)|m\.sc\b|m\.eng\b|m\.ed\b|m\.a\.(?=\s|$)|m\.\s?tech\b|m\.\s?com\b|m\.\s?e\.(?=\s|$)|diplom(?:-|\s)?(?:ingenieur|kauf\w+|informatiker\w*|\w*wirt\w*)|dipl\.-?\s?\w+|m[aá]ster\b|maestr[ií]a|magister|laurea magistrale|bac\s?\+\s?[45])|магистр|специалист/i,
    new RegExp(
      String.raw`\b(MBA|MSc|MEng|MEd|MPH|MSN|MSW|MFA|MCA|MCom|MTech|MPhil|PGDM|PGDBA|LLM)\b|\bM\.?S(?= (in|degree)\b)|\bM\.?A(?= (in|degree)\b)|(?:^|\s)(ME|MA|MS|M\.E|M\.A)${ALONE}`,
    ),
  ],
  [
    2,
    /\b(bachelor['’]?s?|baccalaureate|undergraduate degree|four[\s-]year degree|4[\s-]year degree|college degree|university degree|b\.s\.(?=\s|$)|b\.a\.(?=\s|$)|b\.sc\b|b\.eng\b|b\.ed\b|b\.\s?tech\b|b\.\s?com\b|b\.\s?e\.(?=\s|$)|b\.\s?e(?=\s+in\b)|b\.\s?pharm|b\.\s?arch|(?<!(?:driving|driver'?s?|nursing|valid|pilot|teaching|software|business|liquor)\s)licence(?=\s+(?:en|in|de|d'|professionnelle|pro)\b|\s*(?:$|[,(–-]))|licenciatura|licenciado|grado en|laurea|bac\s?\+\s?3|(?:fach)?hochschulabschluss|studium|bakalavr|bachiller universitario)\b|бакалавр/i,
    new RegExp(
      String.raw`\b(BSc|BEng|BSN|BBA|BFA|BTech|BSEE|BSME|BSCE|BCA|BCom|BBM|BMS|BPharm|BArch|BDS|MBBS|LLB|BHM|BCS)\b|\b(BS|BA)(?=$|[ /,](in|degree|or|BA|BS)\b|,)|^(BS|BA|B\.S|B\.A|BE|B\.E)$|(?:^|\s)(BE|B\.E|B\.A|B\.S)${ALONE}`,
    ),
  ],
  [
    1,
    /\b(associate['’]?s? (degree|of)|associate degree|two[\s-]year degree|2[\s-]year degree|polytechnic diploma|diploma in|bac\s?\+\s?2|brevet de technicien|dipl[oô]me universitaire de technologie|técnico superior|ausbildung|fachinformatiker\w*|berufsausbildung)\b/i,
    /\b(AAS|ADN|ASN|BTS|DUT|DEUG|HND|HNC)\b/,
  ],
  [
    0,
    /\b(high school diploma|high school education|high school or equivalent|secondary school|higher secondary|abitur|matura|baccalaur[ée]at|bachillerato|a[\s-]levels?)\b|аттестат/i,
    /\b(GED|HSC|SSC|H\.S\.C|S\.S\.C)\b/,
  ],
];

/** Every degree level a text names, lowest first. */
export function degreeLevels(text: string): number[] {
  const out: number[] = [];
  for (const [level, words, abbreviations] of LEVELS) {
    if (words.test(text) || abbreviations?.test(text)) out.push(level);
  }
  if (out.length === 0 && /\bdegree in\b|\bdegree\b(?= (required|preferred))/i.test(text))
    out.push(2);
  return out.sort((a, b) => a - b);
}
