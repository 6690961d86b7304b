import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cookieNames } from '../../src/adapters/identity/embedded/create-provider.ts';

const policy = readFileSync(
  fileURLToPath(
    new URL('../../../web/src/features/legal/content/cookie-policy.md', import.meta.url),
  ),
  'utf8',
);

describe('the Cookie Policy names every cookie the sign-in service sets', () => {
  it.each(Object.entries(cookieNames(false)))('%s: %s', (_kind, name) => {
    expect(policy).toContain(`\`${name}\``);
  });

  it('explains the prefixes cookies carry over HTTPS', () => {
    for (const name of Object.values(cookieNames(true))) {
      const prefix = name.match(/^__(Host|Secure)-/)?.[0];
      expect(prefix).toBeDefined();
      expect(policy).toContain(`\`${prefix}\``);
    }
  });
});
