// The language a text is written in, from its most common function words: enough to tell the
// languages postings and resumes here are written in apart, and to say when a resume and a
// posting differ. Undefined when the text is too short to tell.

export type LanguageCode = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'nl' | 'ru' | 'ja' | 'zh';

const FUNCTION_WORDS: [LanguageCode, Set<string>][] = (
  [
    ['en', 'the and with of for to is are was were have has from by this that you your our will'],
    ['de', 'der die das und mit für von ein eine ist sind auf bei zu im den dem wir sie du nicht'],
    ['fr', 'le la les des du et une pour avec dans sur est sont aux vous nous au de'],
    ['es', 'el la los las del y con para por que una como sus es en de un se'],
    ['pt', 'da do dos das em com uma para por não os as que de'],
    ['it', 'il che per nel della delle gli sono di una con'],
    ['nl', 'het een van en voor met op zijn wij je'],
  ] as const
).map(([code, words]) => [code, new Set(words.split(' '))]);

export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  ru: 'Russian',
  ja: 'Japanese',
  zh: 'Chinese',
};

const SAMPLE = 6_000;

export function detectLanguage(text: string): LanguageCode | undefined {
  const sample = text.slice(0, SAMPLE);
  const letters = sample.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 40) return undefined;
  const cyrillic = sample.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const kana = sample.match(/[\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const han = sample.match(/\p{Script=Han}/gu)?.length ?? 0;
  if (cyrillic > letters / 3) return 'ru';
  if (kana > letters / 10) return 'ja';
  if (han > letters / 3) return 'zh';
  const counts = new Map<LanguageCode, number>();
  for (const w of sample.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const [code, words] of FUNCTION_WORDS)
      if (words.has(w)) counts.set(code, (counts.get(code) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 5) return undefined;
  // Shared words ("de", "la", "en") are counted by several languages: a clear lead decides.
  if (second && best[1] < second[1] * 1.2) return undefined;
  return best[0];
}
