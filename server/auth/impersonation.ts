import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { writeAudit } from '../audit/audit.js';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import { TokenError, type TokenSigner, type VerifiedImpersonation } from './tokens.js';

/** The customer an impersonation token signs in, and the staff member behind it. */
export interface Impersonation {
  user: { id: number; firstName: string; lastName: string; email: string | null };
  actor: { id: number; email: string };
}

/** How long a stand-in main application session opened by an impersonation lasts (at most; it ends with the staff session). */
export const STAND_IN_SESSION_SECONDS = 3600;

const now = () => new Date().toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

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

/** Records an issued token (with the caller's audit row, in the caller's transaction): only recorded tokens are ever accepted. */
export async function recordImpersonationToken(
  db: Kysely<Database>,
  token: { tokenId: string; sessionId: string; actorId: number; userId: number; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('impersonation_tokens')
    .values({
      id: token.tokenId,
      staff_session_id: token.sessionId,
      actor_id: token.actorId,
      user_id: token.userId,
      expires_at: token.expiresAt.toISOString(),
      created_at: now(),
    })
    .execute();
}

async function verifiedClaims(tokens: TokenSigner, token: string): Promise<VerifiedImpersonation> {
  try {
    return await tokens.verifyImpersonation(token);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') throw new AppError(401, 'token_expired', 'The impersonation token has expired.');
    throw new AppError(401, 'unauthorized', 'The impersonation token is not valid.');
  }
}

/** The staff session is live, its owner still a super admin, and the target may still be impersonated. */
async function liveImpersonation(db: Kysely<Database>, claims: { sessionId: string; actorId: number; actorEmail: string; userId: number }): Promise<Impersonation> {
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

type Step = 'exchanged_at' | 'landed_at';

/**
 * Marks one step of a recorded token as done, once: a second use is 401 impersonation_token_used
 * (audited, like a reused refresh token); a token never recorded is 401 unauthorized.
 */
async function markStepOnce(db: Kysely<Database>, claims: VerifiedImpersonation, step: Step, requestId: string, extra: { stand_in_session_hash?: string; stand_in_expires_at?: string } = {}) {
  let update = db
    .updateTable('impersonation_tokens')
    .set({ [step]: now(), ...extra })
    .where('id', '=', claims.tokenId)
    .where('staff_session_id', '=', claims.sessionId)
    .where(step, 'is', null);
  if (step === 'landed_at') update = update.where('exchanged_at', 'is not', null);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const row = await db.selectFrom('impersonation_tokens').select([step]).where('id', '=', claims.tokenId).executeTakeFirst();
  if (!row?.[step]) {
    throw new AppError(401, 'unauthorized', row ? 'This impersonation token has not been through /v3/home_url.' : 'Unknown impersonation token.');
  }
  await writeAudit(db, {
    actor: { id: claims.actorId, email: claims.actorEmail },
    action: 'user.impersonation_token_reused',
    entityType: 'user',
    entityId: claims.userId,
    after: { step: step === 'exchanged_at' ? 'home_url' : 'landing' },
    requestId,
  });
  throw new AppError(401, 'impersonation_token_used', 'This impersonation token has already been used; impersonate again from the console.');
}

/**
 * GET /v3/home_url: a valid token of the caller's own staff session, used here once.
 * 401 token_expired, unauthorized, impersonation_session_mismatch or impersonation_token_used.
 */
export async function exchangeImpersonation(db: Kysely<Database>, tokens: TokenSigner, token: string, callerSessionId: string, requestId: string): Promise<Impersonation> {
  const claims = await verifiedClaims(tokens, token);
  if (claims.sessionId !== callerSessionId) {
    throw new AppError(401, 'impersonation_session_mismatch', 'This impersonation token was issued to another session.');
  }
  const impersonation = await liveImpersonation(db, claims);
  await markStepOnce(db, claims, 'exchanged_at', requestId);
  return impersonation;
}

/**
 * The stand-in main application's landing (`/main_app?token=`): a token that went through home_url,
 * used here once; opens a stand-in session whose cookie value is returned (only its hash is kept).
 */
export async function landImpersonation(db: Kysely<Database>, tokens: TokenSigner, token: string, requestId: string): Promise<{ sessionCookie: string }> {
  const claims = await verifiedClaims(tokens, token);
  await liveImpersonation(db, claims);
  const sessionCookie = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAND_IN_SESSION_SECONDS * 1000).toISOString();
  await markStepOnce(db, claims, 'landed_at', requestId, { stand_in_session_hash: sha256(sessionCookie), stand_in_expires_at: expiresAt });
  return { sessionCookie };
}

/** The impersonation behind a stand-in session cookie, while it lasts and its staff session lives; 401 otherwise. */
export async function standInImpersonation(db: Kysely<Database>, sessionCookie: string | undefined): Promise<Impersonation> {
  if (!sessionCookie) throw new AppError(401, 'unauthorized', 'No stand-in session.');
  const row = await db
    .selectFrom('impersonation_tokens')
    .innerJoin('users as staff', 'staff.id', 'impersonation_tokens.actor_id')
    .select(['impersonation_tokens.staff_session_id', 'impersonation_tokens.actor_id', 'impersonation_tokens.user_id', 'impersonation_tokens.stand_in_expires_at', 'staff.email'])
    .where('impersonation_tokens.stand_in_session_hash', '=', sha256(sessionCookie))
    .executeTakeFirst();
  if (!row || !row.email || !row.stand_in_expires_at || row.stand_in_expires_at <= now()) {
    throw new AppError(401, 'unauthorized', 'The stand-in session is unknown or has expired.');
  }
  return liveImpersonation(db, { sessionId: row.staff_session_id, actorId: row.actor_id, actorEmail: row.email, userId: row.user_id });
}
