import { createTestDatabase, testDialects, type TestDatabase } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  findAccountById,
  normaliseEmail,
  verifyCredentials,
} from '../../src/adapters/identity/embedded/accounts.ts';
import {
  hashPassword,
  verifyPassword,
} from '../../src/adapters/identity/embedded/password-hash.ts';
import { accountFactory } from './support/account-factory.ts';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const first = await hashPassword('Correct-Horse-Battery');
    const second = await hashPassword('Correct-Horse-Battery');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Correct-Horse-Battery');
    expect(await verifyPassword('Correct-Horse-Battery', stored)).toBe(true);
    expect(await verifyPassword('correct-horse-battery', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats the same text in other Unicode forms as the same password', async () => {
    const stored = await hashPassword('Zoë-Łukasiewicz'.normalize('NFC'));
    expect(await verifyPassword('Zoë-Łukasiewicz'.normalize('NFD'), stored)).toBe(true);
  });

  it('never matches a malformed or tampered hash', async () => {
    const stored = await hashPassword('Correct-Horse-Battery');
    const parts = stored.split('$');
    for (const broken of [
      '',
      'bcrypt$whatever',
      stored.replace('scrypt$', 'scrypt2$'),
      [...parts.slice(0, 1), '99999999999', ...parts.slice(2)].join('$'),
      [...parts.slice(0, 1), '1000', ...parts.slice(2)].join('$'),
      `${stored}$extra`,
      [...parts.slice(0, 5), 'c2hvcnQ'].join('$'),
    ]) {
      expect(await verifyPassword('Correct-Horse-Battery', broken)).toBe(false);
    }
  });
});

describe('email normalisation', () => {
  it('trims and lowercases', () => {
    expect(normaliseEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
});

describe.each(testDialects())('identity accounts (%s)', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it('creates an account with a normalised email and a hashed password', async () => {
    const input = accountFactory({ email: '  Mixed.Case@Example.com ', name: '  Ada  ' });
    const result = await createAccount(database.db, input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.account).toMatchObject({ email: 'mixed.case@example.com', name: 'Ada' });
    const row = await database.db
      .selectFrom('identity_accounts')
      .selectAll()
      .where('id', '=', result.account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(input.password);
    expect(await findAccountById(database.db, result.account.id)).toEqual(result.account);
  });

  it('reports a taken email instead of creating a second account', async () => {
    const first = accountFactory();
    expect((await createAccount(database.db, first)).ok).toBe(true);
    const again = await createAccount(
      database.db,
      accountFactory({ email: first.email.toUpperCase() }),
    );
    expect(again).toEqual({ ok: false, reason: 'email-taken' });
  });

  it('lets exactly one of two simultaneous registrations of an email win', async () => {
    const email = accountFactory().email;
    const results = await Promise.all([
      createAccount(database.db, accountFactory({ email })),
      createAccount(database.db, accountFactory({ email })),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('checks credentials', async () => {
    const input = accountFactory();
    await createAccount(database.db, input);
    expect(
      await verifyCredentials(database.db, ` ${input.email.toUpperCase()}`, input.password),
    ).toMatchObject({
      email: input.email,
    });
    expect(await verifyCredentials(database.db, input.email, 'wrong-password')).toBeUndefined();
    expect(
      await verifyCredentials(database.db, 'unknown@example.com', input.password),
    ).toBeUndefined();
    const found = await verifyCredentials(database.db, input.email, input.password);
    expect(found).not.toHaveProperty('password_hash');
  });
});
