// The deterministic match and tailoring engine: parse a job posting, score a resume against it,
// tailor the resume without inventing anything, and check any proposed text for facts the resume
// does not support.
export type * from './types.ts';
export { parseJob } from './parse/parse-job.ts';
export { match } from './score/match.ts';
export { BANDS, bandOf, type BandLabel } from './score/bands.ts';
export { tailor } from './tailor/tailor.ts';
export { applyChanges } from './tailor/apply-changes.ts';
export { addConfirmed } from './tailor/add-confirmed.ts';
export { checkTruthfulness } from './guard/truthfulness.ts';
export { cosineSimilarity, cosineScore } from './baseline/cosine.ts';
export { lookupTerm, dictionarySize } from './dictionary/lookup-term.ts';
export { composeLetter, type ComposeOptions } from './letter/compose-letter.ts';
export { composeParagraph } from './letter/compose-paragraph.ts';
export { checkLetter } from './letter/check-letter.ts';
export { checkLetterFor, languageFlags } from './letter/language-flags.ts';
