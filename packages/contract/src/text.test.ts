import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContactRequestSchema } from './contact.ts';
import { JobInputSchema } from './enhancement/index.ts';
import {
  hasControlCharacters,
  multilineTextSchema,
  shortTextSchema,
  stripControlCharacters,
} from './text.ts';
import { ListResumesQuerySchema, resumeTitleSchema } from './resumes/index.ts';

describe('short text', () => {
  it('refuses NUL, other C0 controls and DEL, and says which field', () => {
    for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\tb', 'a\nb']) {
      const result = shortTextSchema(50).safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/control characters/);
    }
  });

  it('keeps letters of every script and trims the ends', () => {
    expect(shortTextSchema(50).parse('  Zoë Łukasiewicz 李 ')).toBe('Zoë Łukasiewicz 李');
    // A trailing line break from a paste is trimmed, not refused.
    expect(shortTextSchema(50).parse('CV 2026\n')).toBe('CV 2026');
  });

  it('guards the resume title and the resume search', () => {
    expect(resumeTitleSchema.safeParse('CV\u0000').success).toBe(false);
    const query = ListResumesQuerySchema.safeParse({ q: 'a\u0000b' });
    expect(query.error?.issues[0]?.path).toEqual(['q']);
  });
});

describe('multi-line text', () => {
  it('keeps tab and line breaks but refuses the other controls', () => {
    expect(multilineTextSchema(50).parse('one\n\ttwo\r\nthree')).toBe('one\n\ttwo\r\nthree');
    expect(multilineTextSchema(50).safeParse('one\u0000two').success).toBe(false);
    expect(hasControlCharacters('a\u000bb', { multiline: true })).toBe(true);
  });
});

describe('stripControlCharacters', () => {
  it('turns line breaks and tabs into single spaces and drops the rest', () => {
    expect(stripControlCharacters('Ada\u0000 Love\u0007lace\t\nKing\u007f')).toBe(
      'Ada Lovelace King',
    );
  });
});

describe('the rules in the API description', () => {
  it('states the control-character rule and the posting minimum as JSON Schema', () => {
    const contact = z.toJSONSchema(ContactRequestSchema, { io: 'input' }) as {
      properties: Record<string, { pattern?: string }>;
    };
    const name = new RegExp(contact.properties.name!.pattern!);
    expect(name.test('Ada Lovelace')).toBe(true);
    expect(name.test('Ada\r\nBcc: x@example.com')).toBe(false);
    const email = new RegExp(contact.properties.email!.pattern!);
    expect(email.test('ada@example.com')).toBe(true);
    expect(email.test('not an address')).toBe(false);
    expect(contact.properties.message!.pattern).toBeDefined();

    const job = z.toJSONSchema(JobInputSchema, { io: 'input' }) as {
      properties: Record<string, { minLength?: number }>;
    };
    expect(job.properties.jobDescription!.minLength).toBe(30);
  });

  it('gives one message per field, the first rule that fails', () => {
    const contact = ContactRequestSchema.safeParse({
      name: '',
      email: '',
      topic: 'other',
      message: 'x',
      formToken: 'x',
    });
    const byPath = (path: string) =>
      contact.error?.issues.filter((issue) => issue.path.join('.') === path) ?? [];
    expect(byPath('name').map((issue) => issue.message)).toEqual(['Enter your name.']);
    expect(byPath('email').map((issue) => issue.message)).toEqual([
      'Enter your email address so we can reply.',
    ]);
    const job = JobInputSchema.safeParse({ jobDescription: 'short' });
    expect(job.error?.issues).toHaveLength(1);
    expect(JobInputSchema.safeParse({ jobDescription: ' '.repeat(40) }).success).toBe(false);
  });
});
