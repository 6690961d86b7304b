// Measurable qualities of a composed cover letter, for the evaluation test: what it names, what
// it cites from the resume, its length and how it reads.
import type { Resume } from '@resumio/resume-model';
import {
  type GeneratedLetter,
  type LetterLength,
  LETTER_LENGTH_TOLERANCE,
  blockText,
  letterLengthWords,
  letterText,
} from '@resumio/contract/cover-letters';
import { indefiniteArticle } from '../src/letter/article.ts';

/** The resume's lines of achievement: work, project and volunteer highlights. */
export function achievementLines(resume: Resume): string[] {
  const lines: string[] = [];
  for (const key of ['work', 'projects', 'volunteer'] as const) {
    const list = (resume as Record<string, unknown>)[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list as { highlights?: unknown }[]) {
      if (Array.isArray(entry?.highlights))
        lines.push(
          ...entry.highlights.filter((h): h is string => typeof h === 'string' && h.trim() !== ''),
        );
    }
  }
  return lines;
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$.\s-]/gu, ' ')
    .replace(/\.(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

// A figure worth citing: not a lone digit and not a year, which many lines share.
const figures = (line: string) =>
  (line.match(/\$?\d[\d,.]*%?/g) ?? [])
    .map((f) => f.replace(/[.,]$/, ''))
    .filter((f) => f.replace(/\D/g, '').length >= 2 && !/^(19|20)\d{2}$/.test(f));

/**
 * A line is cited when one of its figures appears in the body, or four of its words in a row
 * (its distinctive phrase) do.
 */
export function isCited(line: string, body: string): boolean {
  const bodyText = ` ${words(body).join(' ')} `;
  if (
    figures(line).some((f) =>
      new RegExp(`(?<![\\d.])${f.replace(/[$.]/g, '\\$&')}(?![\\d])`).test(body),
    )
  )
    return true;
  const lineWords = words(line);
  for (let i = 0; i + 4 <= lineWords.length; i++) {
    if (bodyText.includes(` ${lineWords.slice(i, i + 4).join(' ')} `)) return true;
  }
  return false;
}

export function citedLines(resume: Resume, letter: GeneratedLetter): string[] {
  const body = letter.content.body.map(blockText).join('\n');
  return achievementLines(resume).filter((line) => isCited(line, body));
}

export function lengthRange(length: LetterLength): [number, number] {
  const target = letterLengthWords[length];
  return [
    Math.ceil(target * (1 - LETTER_LENGTH_TOLERANCE)),
    Math.floor(target * (1 + LETTER_LENGTH_TOLERANCE)),
  ];
}

/** Seams a template can leave: placeholders, empty values, doubled spaces and marks. */
export function artefacts(text: string): string[] {
  const found: string[] = [];
  const patterns: [RegExp, string][] = [
    [/[{}]/, 'brace'],
    [/\bundefined\b/, 'undefined'],
    [/\bnull\b/, 'null'],
    [/\bNaN\b/, 'NaN'],
    [/\[object Object\]/, 'object'],
    [/[^\S\n]{2,}/, 'double space'],
    [/\(\s*\)/, 'empty brackets'],
    [/\s[,.;:!?]/, 'space before punctuation'],
    [/(?<!\.)\.\.(?!\.)/, 'double full stop'],
    [/,[.,]/, 'doubled punctuation'],
    [
      /(?:^|(?<!\b(?:Inc|Co|Ltd|Corp|Jr|Sr|St|Dr|Mr|Mrs|Ms|Mx|vs|etc|[A-Z]))[.!?]\s+)\p{Ll}/u,
      'sentence in lower case',
    ],
  ];
  for (const [re, name] of patterns) if (re.test(text)) found.push(name);
  return found;
}

/** Words written twice in a row ("the the"). */
export function doubledWords(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\p{N}'’-])(\p{L}+)\s+\1(?![\p{L}\p{N}'’-])/giu)].map(
    (m) => m[0],
  );
}

/** "a"/"an" that does not agree with the sound of the next word. */
export function articleErrors(text: string): string[] {
  return [
    ...text.matchAll(/(?<![\p{L}\p{N}&'’.+-])(a|an|A|An)\s+([\p{L}\p{N}][\p{L}\p{N}&'’.-]*)/gu),
  ]
    .filter((m) => m[1]!.toLowerCase() !== indefiniteArticle(m[2]!))
    .map((m) => m[0]);
}

export function fullText(letter: GeneratedLetter): string {
  return letterText(letter.content);
}

export { fillerSentences } from '../src/testing/filler-sentences.ts';
