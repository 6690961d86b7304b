/** Shorter words are never broken: they fit on a line of any template. */
const LONG_WORD = 24;
/** The longest piece of a token that has no natural break point. */
const PIECE = 10;
/** A link or path reads best broken after one of these. */
const BREAK_AFTER = new Set(['/', '.', '-', '_', '?', '&', '=', '#', '@', ':', ',', ';', '+', '~']);
// Chinese and Japanese are written without spaces; a line may break between two characters.
const CLOSE_SET = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
// Line-breaking rules for those scripts: closing marks and small kana never start a line,
// opening marks never end one.
const NO_BREAK_BEFORE =
  /[、。，．：；！？）」』】〕〉》”’…ー々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ,.:;!?)\]}]/u;
const NO_BREAK_AFTER = /[（「『【〔〈《“‘([{]/u;
const MARK = /\p{M}/u;

/**
 * Where a line may break inside a word, as react-pdf's hyphenation callback: a long link, path
 * or token after URL punctuation, or every few letters where it has none, and Chinese or
 * Japanese text between characters. Other words stay whole. A break here draws nothing (see
 * pdf-engine/silent-breaks.ts), so a link reads back exactly as written.
 */
export function breakLongWord(word: string): string[] {
  const long = word.length >= LONG_WORD;
  const closeSet = CLOSE_SET.test(word);
  if (!long && !closeSet) return [word];
  const pieces: string[] = [];
  let piece = '';
  let last = '';
  let sinceBreak = 0;
  for (const char of word) {
    const wanted =
      (long && (sinceBreak >= PIECE || BREAK_AFTER.has(last))) ||
      (closeSet && (CLOSE_SET.test(char) || CLOSE_SET.test(last)));
    const allowed =
      piece !== '' && !MARK.test(char) && !NO_BREAK_BEFORE.test(char) && !NO_BREAK_AFTER.test(last);
    if (wanted && allowed) {
      pieces.push(piece);
      piece = '';
      sinceBreak = 0;
    }
    piece += char;
    last = char;
    sinceBreak += 1;
  }
  pieces.push(piece);
  return pieces;
}
