// A more formal register for a paragraph the user may have edited: contractions written out,
// casual words replaced, exclamation marks calmed. Facts are left exactly as they are.

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\bshan['’]t\b/gi, 'shall not'],
  [/\blet['’]s\b/gi, 'let us'],
  [/\b(\w+)n['’]t\b/gi, '$1 not'],
  [/\bI['’]m\b/g, 'I am'],
  [/\b(I|you|we|they)['’]re\b/gi, '$1 are'],
  [/\b(I|you|we|they)['’]ve\b/gi, '$1 have'],
  [/\b(I|you|we|they|he|she|it)['’]ll\b/gi, '$1 will'],
  [/\b(I|you|we|they|he|she)['’]d\b/gi, '$1 would'],
  [/\b(it|that|there|what|here)['’]s\b/gi, '$1 is'],
];

// Casual wording and its formal counterpart; the first match in a phrase wins.
const REGISTER: [RegExp, string][] = [
  [/\bI would love to\b/gi, 'I would welcome the opportunity to'],
  [/\bI['’]d love to\b/gi, 'I would welcome the opportunity to'],
  [/\bI would be thrilled to\b/gi, 'I would be pleased to'],
  [/\bI would be delighted to\b/gi, 'I would be pleased to'],
  [/\bI am (?:so |really |very )?excited to\b/gi, 'I am pleased to'],
  [/\bI was delighted to\b/gi, 'I was pleased to'],
  [/\bI love to\b/g, 'I welcome the chance to'],
  [/\bI love\b/g, 'I value'],
  [/\bI enjoy\b/g, 'I value'],
  [/\bthrilled\b/gi, 'pleased'],
  [/\bexcited\b/gi, 'pleased'],
  [/\bawesome\b/gi, 'excellent'],
  [/\bamazing\b/gi, 'remarkable'],
  [/\bhuge\b/gi, 'considerable'],
  [/\ba lot of\b/gi, 'a great deal of'],
  [/\blots of\b/gi, 'a great deal of'],
  [/\bplenty of\b/gi, 'considerable'],
  [/\bget in touch\b/gi, 'contact me'],
  [/\bso much\b/gi, 'sincerely'],
  [/\bkind of\b/gi, 'type of'],
  [/\bhit the ground running\b/gi, 'contribute from the outset'],
  [/\bright away\b/gi, 'promptly'],
  [/\bmake an impact\b/gi, 'contribute'],
  [/\bon top of that\b/gi, 'in addition'],
  [/\balongside that\b/gi, 'in addition'],
  [/\bbeyond that\b/gi, 'furthermore'],
  [/\ba real pleasure\b/gi, 'a pleasure'],
  [/\breally\s+/gi, ''],
  [/\bjust\s+/gi, ''],
  [/\bpretty\s+(?=\w+ly\b|good|well|sure)/gi, ''],
];

function keepCase(original: string, replacement: string): string {
  if (!replacement) return replacement;
  return /^[A-Z]/.test(original)
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

/** The paragraph in a formal register. */
export function formalize(text: string): string {
  let out = text;
  for (const [re, to] of [...CONTRACTIONS, ...REGISTER]) {
    out = out.replace(re, (match, ...groups) => {
      const captured = groups.slice(0, -2).filter((g) => typeof g === 'string') as string[];
      const value = captured.reduce((acc, g, i) => acc.replace(`$${i + 1}`, g), to);
      return keepCase(match, value);
    });
  }
  // Runs join into one paragraph: the spaces at their edges are kept.
  return out.replace(/!+/g, '.').replace(/(\S)[^\S\n]{2,}(?=\S)/g, '$1 ');
}
