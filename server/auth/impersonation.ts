import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { AppError } from '../http/errors.js';
import { TokenError, type TokenSigner } from './tokens.js';

/** The customer an impersonation token signs in, and the staff member behind it. */
export interface Impersonation {
  user: { id: number; firstName: string; lastName: string; email: string | null };
  actor: { id: number; email: string };
}

/**
 * Spec 1 §6: any super admin may impersonate, except archived users and other super admins
 * (403 impersonation_forbidden); an unknown user is 404 not_found.
 */
export async function impersonable(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'super_admin', 'archived_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError(404, 'not_found', `No user ${userId}.`);
  if (user.archived_at) throw new AppError(403, 'impersonation_forbidden', 'An archived user cannot be impersonated.');
  if (user.super_admin) throw new AppError(403, 'impersonation_forbidden', 'A super admin cannot be impersonated.');
  return user;
}

/**
 * A valid impersonation token of a live staff session, for a user who may still be impersonated.
 * 401 token_expired when it expired, 401 unauthorized otherwise.
 */
export async function verifyImpersonation(db: Kysely<Database>, tokens: TokenSigner, token: string): Promise<Impersonation> {
  let claims;
  try {
    claims = await tokens.verifyImpersonation(token);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') throw new AppError(401, 'token_expired', 'The impersonation token has expired.');
    throw new AppError(401, 'unauthorized', 'The impersonation token is not valid.');
  }
  const session = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.revoked_at', 'users.super_admin', 'users.archived_at'])
    .where('sessions.id', '=', claims.sessionId)
    .where('sessions.user_id', '=', claims.actorId)
    .executeTakeFirst();
  if (!session || session.revoked_at || !session.super_admin || session.archived_at) {
    throw new AppError(401, 'unauthorized', 'The staff session behind this impersonation has ended.');
  }
  let user;
  try {
    user = await impersonable(db, claims.userId);
  } catch {
    throw new AppError(401, 'unauthorized', 'This user may no longer be impersonated.');
  }
  return {
    user: { id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email },
    actor: { id: claims.actorId, email: claims.actorEmail },
  };
}
