import { createTestDatabase, testDialects, type TestDatabase } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentUser, identityFromClaims } from '../../src/modules/account/get-current-user.ts';
import type { ExternalIdentity } from '../../src/modules/account/repository.ts';

let sequence = 0;
/** A unique external identity; override any field. */
const identityFactory = (overrides: Partial<ExternalIdentity> = {}): ExternalIdentity => ({
  issuer: 'https://issuer.test',
  subject: `user-${++sequence}-${Math.random().toString(36).slice(2, 8)}`,
  email: 'person@example.com',
  displayName: 'A Person',
  ...overrides,
});

describe.each(testDialects())('current user (%s)', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it('creates the user on first sight and returns the same row afterwards', async () => {
    const identity = identityFactory();
    const created = await getCurrentUser(database.db, identity);
    expect(created).toMatchObject({
      issuer: identity.issuer,
      subject: identity.subject,
      email: 'person@example.com',
      display_name: 'A Person',
    });
    expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
    expect(await getCurrentUser(database.db, identity)).toEqual(created);
  });

  it('creates one user when the first two requests race', async () => {
    const identity = identityFactory();
    const users = await Promise.all(
      Array.from({ length: 5 }, () => getCurrentUser(database.db, identity)),
    );
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
    const rows = await database.db
      .selectFrom('users')
      .select('id')
      .where('subject', '=', identity.subject)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('tells users of different issuers apart even with the same subject', async () => {
    const a = await getCurrentUser(database.db, identityFactory({ subject: 'same' }));
    const b = await getCurrentUser(
      database.db,
      identityFactory({ subject: 'same', issuer: 'https://other-issuer.test' }),
    );
    expect(a.id).not.toBe(b.id);
  });

  it('updates email and name when the provider reports new ones, and only then', async () => {
    const identity = identityFactory();
    const created = await getCurrentUser(database.db, identity);
    const same = await getCurrentUser(database.db, identity);
    expect(same.updated_at).toBe(created.updated_at);
    const changed = await getCurrentUser(database.db, {
      ...identity,
      email: 'new@example.com',
      displayName: 'New Name',
    });
    expect(changed).toMatchObject({
      id: created.id,
      email: 'new@example.com',
      display_name: 'New Name',
    });
    const silent = await getCurrentUser(database.db, {
      ...identity,
      email: undefined,
      displayName: undefined,
    });
    expect(silent).toMatchObject({ email: 'new@example.com', display_name: 'New Name' });
  });
});

describe('profile claims', () => {
  it('takes email and name from the token, ignoring blank or oversized values', () => {
    expect(identityFromClaims('iss', 'sub', { email: ' ada@example.com ', name: 'Ada' })).toEqual({
      issuer: 'iss',
      subject: 'sub',
      email: 'ada@example.com',
      displayName: 'Ada',
    });
    expect(identityFromClaims('iss', 'sub', { email: 42, name: '   ' })).toEqual({
      issuer: 'iss',
      subject: 'sub',
      email: undefined,
      displayName: undefined,
    });
    expect(identityFromClaims('iss', 'sub', { name: 'x'.repeat(201) }).displayName).toBeUndefined();
  });
});
