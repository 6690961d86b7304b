// Words common in English prose and rare as words of other languages written in Latin letters.
// "a", "an", "in" and "on" are left out (Spanish, German and French use them), and so is "it",
// which reads "IT" the department.
const ENGLISH = new Set(
  `the and with of for to at is are was were have has had from by this that who which
  my our your their as be been will would can into over through while about`.split(/\s+/),
);
// The same for the languages resumes here are most often written in besides English: Spanish,
// Portuguese, French, Italian, German, Dutch and Polish.
const OTHER = new Set(
  `de del la las el los con para por que una uno como sus pero muy
  da do dos das em com uma para por não
  le les des du et une pour avec dans sur est sont aux chez
  di il che per nel della delle gli sono
  der die das und mit für von ein eine ist auf bei zu im den dem
  het een van en voor met op
  od do na się jest oraz dla przy`.split(/\s+/),
);
const SAMPLE_WORDS = 400;

/**
 * Whether a resume's prose reads as English: mostly Latin letters, and no more words of another
 * language than of English. Short text with neither ("Nurse on a busy surgical floor") counts as
 * English, as the engine's own wording is.
 */
export function looksEnglish(texts: readonly string[]): boolean {
  const text = texts.join(' ');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters < 20) return true;
  // Chinese or Cyrillic text with a few Latin product names ("React", "Node.js") in it.
  const latinLetters = text.match(/[a-z]/gi)?.length ?? 0;
  if (latinLetters / letters < 0.7) return false;
  const words = text
    .split(/[^\p{L}'’]+/u)
    .filter(Boolean)
    .slice(0, SAMPLE_WORDS);
  let english = 0;
  let other = 0;
  for (const word of words) {
    const lower = word.toLowerCase();
    if (ENGLISH.has(lower)) english++;
    // Accented letters ("años", "ausgeprägtem", "się") are another language's, names aside.
    else if (OTHER.has(lower) || /[^a-z'’]/i.test(word)) other++;
  }
  return !(other > english && other / Math.max(1, words.length) >= 0.06);
}
