import type { HanFamilyId } from './font-packages.ts';

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/**
 * Han characters are drawn differently in Chinese (simplified and traditional), Japanese and
 * Korean. The document language decides when it names one; otherwise the script around them
 * does: kana means Japanese, hangul means Korean, anything else simplified Chinese.
 */
export function hanFamilyFor(text: string, language = ''): HanFamilyId {
  const lang = language.toLowerCase();
  if (lang.startsWith('ja')) return 'noto-sans-jp';
  if (lang.startsWith('ko')) return 'noto-sans-kr';
  if (/^zh-(tw|hk|mo|hant)/.test(lang)) return 'noto-sans-tc';
  if (lang.startsWith('zh')) return 'noto-sans-sc';
  if (KANA.test(text)) return 'noto-sans-jp';
  if (HANGUL.test(text)) return 'noto-sans-kr';
  return 'noto-sans-sc';
}
