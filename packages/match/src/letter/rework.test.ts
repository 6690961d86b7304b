import { describe, expect, it } from 'vitest';
import { formalize } from './formalize.ts';
import { shorten } from './shorten.ts';
import { splitSentences } from './split-sentences.ts';

describe('splitSentences', () => {
  it('splits on sentence ends but not after abbreviations or initials', () => {
    expect(
      splitSentences('I joined Acme Inc. in spring. Dr. Lee hired me. J. Smith agreed!'),
    ).toEqual(['I joined Acme Inc. in spring.', 'Dr. Lee hired me.', 'J. Smith agreed!']);
    expect(splitSentences('One. 2 more. "Quoted" too.')).toEqual([
      'One.',
      '2 more.',
      '"Quoted" too.',
    ]);
  });
});

describe('shorten', () => {
  it('keeps the first sentence and the ones with figures', () => {
    const text =
      'At Quillpay, I built payment services. It reflects what you need. I also cut latency 20% by tuning indexes. Beyond this, I mentored two interns.';
    expect(shorten(text)).toBe(
      'At Quillpay, I built payment services. I also cut latency 20% by tuning indexes.',
    );
  });

  it('trims the last clause of a single long sentence, but never a figure', () => {
    expect(shorten('I am writing to apply for the role at Acme, which I saw on your site.')).toBe(
      'I am writing to apply for the role at Acme.',
    );
    expect(shorten('I reconciled accounts every month, all 45 of them.')).toBe(
      'I reconciled accounts every month, all 45 of them.',
    );
  });
});

describe('formalize', () => {
  it('writes contractions out and replaces casual words', () => {
    expect(formalize("I can't wait, it's awesome and I'd love to chat!")).toBe(
      'I cannot wait, it is excellent and I would welcome the opportunity to chat.',
    );
    expect(formalize("We're keen; they've got lots of ideas.")).toBe(
      'We are keen; they have got a great deal of ideas.',
    );
  });

  it('leaves formal text and facts alone', () => {
    const text = 'At Quillpay, I cut report latency 20% by tuning Postgres indexes.';
    expect(formalize(text)).toBe(text);
  });
});
