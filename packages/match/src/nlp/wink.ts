import { createRequire } from 'node:module';
import type { Model, WinkMethods } from 'wink-nlp';
import type createNlp from 'wink-nlp';

// The model takes a few hundred milliseconds to load: it loads on the first posting parsed, once
// per process, not when the package is imported. Only the POS tagger runs; sentence splitting and
// entities are not used and would cost ten times more.
let nlp: WinkMethods | undefined;

export function getNlp(): WinkMethods {
  if (!nlp) {
    const require = createRequire(import.meta.url);
    const winkNLP = require('wink-nlp') as typeof createNlp;
    const model = require('wink-eng-lite-web-model') as Model;
    nlp = winkNLP(model, ['pos']);
  }
  return nlp;
}

export interface TaggedToken {
  value: string;
  lemma: string;
  pos: string;
  /** Index of the text's line the token is on. */
  line: number;
}

/** POS-tagged tokens of a text, each with its line number. */
export function tagText(text: string): TaggedToken[] {
  const engine = getNlp();
  const doc = engine.readDoc(text);
  const its = engine.its;
  const values = doc.tokens().out(its.value) as string[];
  const lemmas = doc.tokens().out(its.lemma as typeof its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const types = doc.tokens().out(its.type) as string[];
  const spaces = doc.tokens().out(its.precedingSpaces) as string[];
  const tokens: TaggedToken[] = [];
  let line = 0;
  for (let i = 0; i < values.length; i++) {
    line += (spaces[i]!.match(/\n/g) ?? []).length;
    if (types[i] === 'tabCRLF') {
      line += (values[i]!.match(/\n/g) ?? []).length;
      continue;
    }
    tokens.push({ value: values[i]!, lemma: lemmas[i]!, pos: pos[i]!, line });
  }
  return tokens;
}
