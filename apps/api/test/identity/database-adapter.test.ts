import { createTestDatabase, testDialects, type TestDatabase } from '@resumio/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DatabaseAdapter,
  deleteExpiredPayloads,
} from '../../src/adapters/identity/embedded/database-adapter.ts';

describe.each(testDialects())('oidc-provider storage adapter (%s)', (dialect) => {
  let database: TestDatabase;
  const adapter = (model: string) => new DatabaseAdapter(database.db, model);
  const expire = (model: string, id: string) =>
    database.db
      .updateTable('oidc_payloads')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('model', '=', model)
      .where('id', '=', id)
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.cleanup());

  it('stores, finds and replaces a payload', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a1' });
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a2' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a2' });
    // Models are separate namespaces.
    expect(await adapter('Interaction').find('s1')).toBeUndefined();
  });

  it('finds device flow records by user code', async () => {
    const codes = adapter('DeviceCode');
    await codes.upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g0' }, 60);
    expect(await codes.findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' });
  });

  it('hides expired payloads and sweeps them away', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c-old', { grantId: 'g1' }, 60);
    await codes.upsert('c-new', { grantId: 'g1' }, 60);
    await expire('AuthorizationCode', 'c-old');
    expect(await codes.find('c-old')).toBeUndefined();
    expect(await codes.find('c-new')).toBeDefined();
    expect(await deleteExpiredPayloads(database.db)).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', 'in', ['c-old', 'c-new'])
      .execute();
    expect(left.map((r) => r.id)).toEqual(['c-new']);
  });

  it('keeps payloads stored without an expiry', async () => {
    const clients = adapter('Client');
    await clients.upsert('forever', { client_id: 'forever' });
    expect(await clients.find('forever')).toEqual({ client_id: 'forever' });
  });

  it('marks a payload consumed with the time it was consumed', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c-consume', { grantId: 'g2' }, 60);
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('c-consume');
    const found = await codes.find('c-consume');
    expect(found?.consumed).toBeGreaterThanOrEqual(before - 1);
    expect(found?.consumed).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
  });

  it('destroys one payload, or every payload of a grant within its model', async () => {
    const tokens = adapter('RefreshToken');
    await tokens.upsert('r1', { grantId: 'g3' }, 60);
    await tokens.upsert('r2', { grantId: 'g3' }, 60);
    await tokens.upsert('r3', { grantId: 'other' }, 60);
    await adapter('AuthorizationCode').upsert('c3', { grantId: 'g3' }, 60);

    await tokens.destroy('r3');
    expect(await tokens.find('r3')).toBeUndefined();

    await tokens.revokeByGrantId('g3');
    expect(await tokens.find('r1')).toBeUndefined();
    expect(await tokens.find('r2')).toBeUndefined();
    expect(await adapter('AuthorizationCode').find('c3')).toBeDefined();
  });
});
