import { randomBytes } from 'node:crypto';

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

/** A unique, valid account; override any field. */
export function accountFactory(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(4).toString('hex');
  return {
    name: `Zoë Łukasiewicz ${id}`,
    email: `zoe.${id}@example.com`,
    password: `Correct-Horse-${id}-Battery`,
    ...overrides,
  };
}
