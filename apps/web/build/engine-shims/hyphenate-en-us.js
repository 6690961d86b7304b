// @react-pdf/hyphenate/en-us, with its pattern tree built on the first hyphenated word instead
// of when the PDF engine starts: the templates register their own line-break callback.
import createHyphenator from '@react-pdf/hyphenate';
import patterns from 'hyphen/patterns/en-us.js';

let hyphenator;
const built = () => (hyphenator ??= createHyphenator(patterns));

export const hyphenate = (...args) => built().hyphenate(...args);
export const syllables = (...args) => built().syllables(...args);
export { patterns };
