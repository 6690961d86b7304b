import type { DocumentLanguage } from './document-language.ts';

// The language a text is written in: its script first (Cyrillic, Arabic, Hebrew, Hangul, kana,
// Han), then, for Latin text, its most common function words. Enough to tell the languages a
// resume is written in apart; undefined when the text is too short or too mixed to tell.

const FUNCTION_WORDS: [DocumentLanguage, Set<string>][] = (
  [
    ['en', 'the and with of for to is are was were have has from by this that you your our will'],
    ['de', 'der die das und mit für von ein eine ist sind auf bei zu im den dem wir sie nicht'],
    ['fr', 'le la les des du et une pour avec dans sur est sont aux vous nous au'],
    ['es', 'el la los las del y con para por que una como sus es se al'],
    ['pt', 'da do dos das em com uma para por não os as que ao na no'],
    ['it', 'il che per nel della delle gli sono di una con alla degli'],
    ['nl', 'het een van en voor met op zijn wij je bij aan'],
    ['pl', 'i w z na do się jest oraz dla przy od po jako przez'],
    ['tr', 've ile bir bu için olarak da de çok olan gibi ve'],
  ] as const
).map(([code, words]) => [code, new Set(words.split(' '))]);

const SAMPLE = 6_000;

const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

export function detectDocumentLanguage(text: string): DocumentLanguage | undefined {
  const sample = text.slice(0, SAMPLE);
  const letters = count(sample, /\p{L}/gu);
  // A character of Chinese, Japanese or Korean carries about a word: a dozen tell the language.
  if (letters < 12) return undefined;
  const cyrillic = count(sample, /\p{Script=Cyrillic}/gu);
  if (cyrillic > letters / 3) {
    // Letters only Ukrainian writes, against letters only Russian does.
    const ukrainian = count(sample, /[іїєґІЇЄҐ]/gu);
    const russian = count(sample, /[ыэъЫЭЪ]/gu);
    return ukrainian > russian ? 'uk' : 'ru';
  }
  if (count(sample, /\p{Script=Arabic}/gu) > letters / 3) return 'ar';
  if (count(sample, /\p{Script=Hebrew}/gu) > letters / 3) return 'he';
  if (count(sample, /\p{Script=Hangul}/gu) > letters / 5) return 'ko';
  if (count(sample, /[\p{Script=Hiragana}\p{Script=Katakana}]/gu) > letters / 10) return 'ja';
  if (count(sample, /\p{Script=Han}/gu) > letters / 3) return 'zh';
  if (letters < 40) return undefined;
  const counts = new Map<DocumentLanguage, number>();
  for (const w of sample.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const [code, words] of FUNCTION_WORDS)
      if (words.has(w)) counts.set(code, (counts.get(code) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3) return undefined;
  // Shared words ("de", "la", "en") are counted by several languages: a clear lead decides.
  if (second && best[1] < second[1] * 1.2) return undefined;
  return best[0];
}
