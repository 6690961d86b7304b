import { stripControlCharacters } from '@resumio/contract';
import type { Database } from '@resumio/db';
import type { JWTPayload } from 'jose';
import type { Kysely } from 'kysely';
import {
  findUserByIdentity,
  insertUserIfAbsent,
  updateUserProfile,
  type ExternalIdentity,
  type User,
} from './repository.ts';

const MAX_EMAIL_LENGTH = 254;
const MAX_NAME_LENGTH = 200;

function claimText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Any issuer may put control characters in a claim; PostgreSQL would refuse a NUL.
  const trimmed = stripControlCharacters(value).trim();
  return trimmed && trimmed.length <= maxLength ? trimmed : undefined;
}

/** The profile fields an access token may carry (our provider adds `email` and `name`). */
export function identityFromClaims(
  issuer: string,
  subject: string,
  claims: JWTPayload,
): ExternalIdentity {
  return {
    issuer,
    subject,
    email: claimText(claims.email, MAX_EMAIL_LENGTH),
    displayName: claimText(claims.name, MAX_NAME_LENGTH),
  };
}

/**
 * The app's user behind a verified access token: created on first sight, and its email and name
 * kept in step with what the identity provider says, so a change there shows up here.
 */
export async function getCurrentUser(
  db: Kysely<Database>,
  identity: ExternalIdentity,
): Promise<User> {
  const user =
    (await findUserByIdentity(db, identity.issuer, identity.subject)) ??
    (await insertUserIfAbsent(db, identity));
  const changes: Partial<Pick<User, 'email' | 'display_name'>> = {};
  if (identity.email !== undefined && identity.email !== user.email) changes.email = identity.email;
  if (identity.displayName !== undefined && identity.displayName !== user.display_name) {
    changes.display_name = identity.displayName;
  }
  return Object.keys(changes).length ? updateUserProfile(db, user.id, changes) : user;
}
