import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.ts';

describe('the mailbox an address reaches', () => {
  it.each([
    ['Ada@Example.org', 'ada@example.org'],
    ['ada+jobs@example.org', 'ada@example.org'],
    ['ada+a+b@example.org', 'ada@example.org'],
    ['a.d.a+x@gmail.com', 'ada@gmail.com'],
    ['A.DA@googlemail.com', 'ada@gmail.com'],
    ['a.da@example.org', 'a.da@example.org'],
    ['+ada@example.org', '+ada@example.org'],
  ])('%s → %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
