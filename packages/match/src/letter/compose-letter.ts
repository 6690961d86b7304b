import type { Resume } from '@resumio/resume-model';
import {
  type AddressedRequirement,
  type GenerateLetterInput,
  type GeneratedLetter,
  type LetterContent,
  type LetterFlag,
  type LetterLength,
  LETTER_LENGTH_TOLERANCE,
  bodyWordCount,
  letterLengthWords,
} from '@resumio/contract/cover-letters';
import { resumeFacts } from '../guard/resume-facts.ts';
import { checkComposedLetter } from './check-letter.ts';
import { fitLength } from './fit-length.ts';
import { languageFlags } from './language-flags.ts';
import { paragraphBlock } from './paragraph-block.ts';
import { type LetterPlan, planLetter } from './plan.ts';
import { chooser } from './seed.ts';
import { PARAGRAPHS, type ParagraphKey, type Sentence, candidateSentences } from './sentences.ts';
import { TONE_TEMPLATES } from './templates/index.ts';
import { tidy } from './text.ts';

export interface ComposeOptions {
  /** The date printed on the letter (`YYYY-MM-DD`); today's date when left out. */
  today?: string;
}

export interface ComposedBody {
  paragraphs: { key: ParagraphKey; text: string }[];
  addressed: AddressedRequirement[];
}

// A paragraph of more than six sentences reads as a wall: it is split into even parts.
const MAX_SENTENCES = 6;
function chunk<T>(items: T[]): T[][] {
  if (items.length === 0) return [];
  const parts = Math.ceil(items.length / MAX_SENTENCES);
  const size = Math.ceil(items.length / parts);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The body's paragraphs for a plan: sentences chosen for the length, grouped and joined. */
export function composeBody(plan: LetterPlan, input: GenerateLetterInput): ComposedBody {
  const templates = TONE_TEMPLATES[input.tone];
  const choose = chooser(plan.seed);
  const target = letterLengthWords[input.length];
  const range = {
    target,
    min: Math.ceil(target * (1 - LETTER_LENGTH_TOLERANCE)),
    max: Math.floor(target * (1 + LETTER_LENGTH_TOLERANCE)),
  };
  const fallback = TONE_TEMPLATES[input.tone === 'formal' ? 'warm' : 'formal'];
  const kept = fitLength(candidateSentences(plan, templates, fallback, choose), range);
  // A short letter tells its evidence in one paragraph.
  const merge = (key: ParagraphKey): ParagraphKey =>
    input.length === 'short' && key === 'second' ? 'first' : key;
  // Paragraph by paragraph, so a merged paragraph keeps each part's lines together.
  const grouped = new Map<ParagraphKey, Sentence[]>();
  for (const key of PARAGRAPHS) {
    const sentences = kept.filter((s) => s.paragraph === key);
    if (sentences.length > 0)
      grouped.set(merge(key), [...(grouped.get(merge(key)) ?? []), ...sentences]);
  }
  const paragraphs = PARAGRAPHS.flatMap((key) =>
    chunk(grouped.get(key) ?? []).map((sentences) => ({
      key,
      text: tidy(sentences.map((s) => s.text).join(' ')),
    })),
  );
  const addressed = new Map<string, AddressedRequirement>();
  for (const sentence of kept)
    for (const a of sentence.addresses) if (!addressed.has(a.term)) addressed.set(a.term, a);
  return { paragraphs, addressed: [...addressed.values()] };
}

/**
 * A note when the resume gives too little for the length asked: the letter stops where the
 * resume's material does, and says so, rather than padding with claims any applicant could make.
 */
function lengthFlags(wordCount: number, length: LetterLength): LetterFlag[] {
  const target = letterLengthWords[length];
  if (wordCount >= Math.ceil(target * (1 - LETTER_LENGTH_TOLERANCE))) return [];
  return [
    {
      block: -1,
      text: 'length',
      kind: 'length',
      reason: `Your resume gives this posting material for about ${wordCount} words, so the letter is shorter than the ${length} length of about ${target} words rather than filled out with general claims. Achievements added to your resume make a longer letter.`,
    },
  ];
}

/** Greetings that leave the company to the opening and the closing, which name it already. */
function neutralGreetings(
  options: readonly ((company: string) => string)[],
  company: string,
): string[] {
  const texts = options.map((greet) => greet(company));
  const plain = texts.filter((t) => !company.trim() || !t.includes(company.trim()));
  return plain.length > 0 ? plain : ['Dear Hiring Manager,'];
}

function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * A cover letter composed from the resume's own evidence for the posting's top requirements:
 * no model, no network, and the same input always gives the same letter.
 */
export function composeLetter(
  resume: Resume,
  input: GenerateLetterInput,
  options: ComposeOptions = {},
): GeneratedLetter {
  const plan = planLetter(resume, input);
  const templates = TONE_TEMPLATES[input.tone];
  const choose = chooser(plan.seed);
  const body = composeBody(plan, input);
  const greeting = plan.recipient
    ? choose.pick('greeting', templates.greetingNamed)(plan.recipient)
    : choose.pick('greeting', neutralGreetings(templates.greetingNeutral, plan.slots.company));
  const content: LetterContent = {
    date: options.today ?? todayIso(),
    recipientName: plan.recipient,
    company: plan.slots.company,
    jobTitle: plan.slots.role,
    greeting: tidy(greeting),
    body: body.paragraphs.map((p) => paragraphBlock(p.text)),
    closing: choose.pick('closingLine', templates.closingLine),
    signature: plan.name,
  };
  const wordCount = bodyWordCount(content);
  return {
    content,
    addressed: body.addressed,
    flags: [
      ...lengthFlags(wordCount, input.length),
      ...languageFlags({
        resumeEnglish: plan.resumeEnglish,
        postingEnglish: plan.postingEnglish,
        letterEnglish: true,
      }),
      ...checkComposedLetter(resumeFacts(resume, undefined, plan.analysis.terms), content),
    ],
    wordCount,
    engine: 'local',
  };
}
