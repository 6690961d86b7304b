// "a" or "an" goes by the sound of the next word, not its first letter: an SRE, an MBA, an hour,
// a UX designer, a university, a European, an 18-month contract.

// Letters whose spoken name opens with a vowel sound ("eff", "aitch", "em", "ess", "ex"…).
const VOWEL_LETTERS = new Set('AEFHILMNORSX');
// Short capitalised words read as words, not letter by letter ("a RAM upgrade", "an SAP rollout").
const READ_AS_WORDS: Record<string, 'a' | 'an'> = {
  RAM: 'a',
  ROM: 'a',
  LAN: 'a',
  WAN: 'a',
  GIF: 'a',
  SIM: 'a',
  SPA: 'a',
  PIN: 'a',
  MOOC: 'a',
  MRSA: 'a',
};
// Longer ones are read as words when they open like a word: a consonant (or a cluster English
// starts words with) and a vowel, as in REST, NASA, SCADA, NICU; HTML, HVAC and NCLEX are spelled.
const WORD_LIKE =
  /^(?:[BCDFGHJKLMNPQRSTVWXYZ][AEIOU]|(?:BL|BR|CH|CL|CR|DR|FL|FR|GL|GR|PH|PL|PR|SC|SH|SK|SL|SM|SN|SP|ST|SW|TH|TR|TW|WH)[AEIOU])[A-Z]*$/;

// Vowel letters sounded as consonants: "you" (university, user, Ukrainian), "yoo" (European),
// "w" (one, once).
const CONSONANT_SOUND =
  /^(?:uni(?![nm])|us[aeiu]|ut[ie]|ur[aeiou]|uk|ug[a]|ub[i]|uv|ufo|eu|ewe|one(?![a-z])|one-|once|ouija)/i;
// Silent h: an hour, an honest, an heir.
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;

function numberArticle(digits: string): 'a' | 'an' {
  // 8, 80, 800… and 11, 18, 11,000, 18 million are read with an opening vowel.
  if (digits.startsWith('8')) return 'an';
  if (/^1[18]/.test(digits) && digits.length % 3 === 2) return 'an';
  return 'a';
}

function isInitialism(word: string): boolean {
  // Two or more capitals with no lower-case letter ("SRE", "FP&A", "RN"), or a lone letter ("X-ray").
  return /^[A-Z][A-Z&0-9/]+$/.test(word) || /^[A-Za-z]$/.test(word);
}

/** The indefinite article for a phrase, by the sound of its first word. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const first =
    phrase
      .trim()
      .split(/[\s-]+/)[0]
      ?.replace(/^["'“‘(]+|[.,;:!?"'”’)]+$/g, '') ?? '';
  if (!first) return 'a';
  if (/^\d/.test(first)) return numberArticle(first.replace(/[,.].*$|\D.*$/g, ''));
  const upper = first.toUpperCase();
  if (isInitialism(first)) {
    const letters = upper.replace(/[^A-Z]/g, '');
    const asWord = READ_AS_WORDS[letters];
    if (asWord) return asWord;
    if (letters === upper && letters.length >= 4 && WORD_LIKE.test(letters)) return 'a';
    return VOWEL_LETTERS.has(upper[0]!) ? 'an' : 'a';
  }
  if (SILENT_H.test(first)) return 'an';
  if (CONSONANT_SOUND.test(first)) return 'a';
  return /^[aeiouAEIOU]/.test(first) ? 'an' : 'a';
}

/** The phrase with its indefinite article: "an SRE", "a UX Designer". */
export function withIndefiniteArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}
