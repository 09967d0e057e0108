import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { writeAudit, type RequestTrace } from '../audit/audit.js';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import { TokenError, type RefreshClaims, type TokenSigner } from './tokens.js';

/**
 * A session is one refresh-token family, started by a sign-in. Each refresh token (by jti) can be
 * used once; using one twice means it leaked, so the whole session is revoked (reuse detection).
 * Issue 26, rotation overlap: a reload while a refresh is in flight loses the new pair with the page, and the
 * console presents the previous token again. Within ROTATION_OVERLAP_MS of its use, and while the token it was
 * replaced by is still unused, that previous token gets the very same pair again (signed again from the successor's
 * row: nothing secret is stored). Outside that window, or for any older token, reuse detection applies.
 */
export interface TokenPair {
  token: string;
  refresh_token: string;
}

interface SessionUser {
  id: number;
  email: string;
  superAdmin: boolean;
}

const now = () => new Date().toISOString();
export const ROTATION_OVERLAP_MS = 30_000;

interface Successor {
  id: string;
  created_at: string;
}

/** The pair of refresh token `issued.id`, from its row: the same claims and issue time give the same strings. */
async function signPair(signer: TokenSigner, user: SessionUser, sessionId: string, issued: Successor) {
  const stamp = { tokenId: issued.id, issuedAt: Math.floor(Date.parse(issued.created_at) / 1000) };
  const claims = { email: user.email, superAdmin: user.superAdmin, sessionId };
  const refresh = await signer.signRefresh(claims, stamp);
  const token = await signer.signAccess({ ...claims, userId: user.id }, stamp);
  return { pair: { token, refresh_token: refresh.token }, expiresAt: refresh.claims.expiresAt };
}

async function issuePair(
  trx: Transaction<Database>,
  signer: TokenSigner,
  user: SessionUser,
  sessionId: string,
  tokenId: string = randomUUID(),
): Promise<TokenPair> {
  const issued: Successor = { id: tokenId, created_at: now() };
  const { pair, expiresAt } = await signPair(signer, user, sessionId, issued);
  await trx
    .insertInto('refresh_tokens')
    .values({
      id: tokenId,
      session_id: sessionId,
      user_id: user.id,
      expires_at: expiresAt.toISOString(),
      used_at: null,
      created_at: issued.created_at,
    })
    .execute();
  return pair;
}

async function revokeSession(trx: Transaction<Database>, sessionId: string, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable('sessions')
    .set({ revoked_at: now(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function verifyRefreshToken(signer: TokenSigner, refreshToken: string): Promise<RefreshClaims> {
  try {
    return await signer.verifyRefresh(refreshToken);
  } catch (error) {
    if (error instanceof TokenError) throw new AppError(401, 'invalid_refresh_token', 'The refresh token is invalid or expired.');
    throw error;
  }
}

export async function startSession(
  db: Kysely<Database>,
  signer: TokenSigner,
  user: SessionUser,
  trace: RequestTrace,
): Promise<TokenPair> {
  return db.transaction().execute(async (trx) => {
    const sessionId = randomUUID();
    await trx.insertInto('sessions').values({ id: sessionId, user_id: user.id, created_at: now() }).execute();
    await writeAudit(trx, {
      actor: { id: user.id, email: user.email },
      action: 'auth.sign_in',
      entityType: 'session',
      entityId: sessionId,
      ...trace,
    });
    return issuePair(trx, signer, user, sessionId);
  });
}

/**
 * The pair a used refresh token issued, when it is presented again within ROTATION_OVERLAP_MS of its use and that pair's
 * refresh token is still unused (the previous token of the session only, never an older one); undefined otherwise.
 */
async function overlapPair(trx: Transaction<Database>, signer: TokenSigner, user: SessionUser, claims: RefreshClaims) {
  const used = await trx
    .selectFrom('refresh_tokens as used')
    .innerJoin('refresh_tokens as successor', 'successor.id', 'used.replaced_by')
    .select(['used.used_at', 'successor.id', 'successor.created_at', 'successor.used_at as successor_used_at'])
    .where('used.id', '=', claims.tokenId)
    .where('used.session_id', '=', claims.sessionId)
    .where('successor.session_id', '=', claims.sessionId)
    .executeTakeFirst();
  if (!used?.used_at || used.successor_used_at) return undefined;
  const sinceUse = Date.now() - Date.parse(used.used_at);
  if (!(sinceUse >= 0 && sinceUse <= ROTATION_OVERLAP_MS)) return undefined;
  return (await signPair(signer, user, claims.sessionId, used)).pair;
}

type RotationOutcome = { ok: TokenPair } | { refused: AppError };

/** Exchanges an unused refresh token for a new pair in the same session. */
export async function rotateRefreshToken(
  db: Kysely<Database>,
  signer: TokenSigner,
  refreshToken: string,
  trace: RequestTrace,
): Promise<TokenPair> {
  const claims = await verifyRefreshToken(signer, refreshToken);
  if (!claims.superAdmin) throw new AppError(403, 'no_super_admin_token', 'No super admin token.');

  // a refusal that revokes the session must commit, so the transaction returns it instead of throwing
  const outcome = await db.transaction().execute(async (trx): Promise<RotationOutcome> => {
    const row = await trx
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
      .select([
        'refresh_tokens.used_at',
        'sessions.revoked_at',
        'users.id as user_id',
        'users.email',
        'users.super_admin',
        'users.archived_at',
      ])
      .where('refresh_tokens.id', '=', claims.tokenId)
      .where('refresh_tokens.session_id', '=', claims.sessionId)
      .executeTakeFirst();

    if (!row || !row.email) return { refused: new AppError(401, 'invalid_refresh_token', 'Unknown refresh token.') };
    if (row.revoked_at) return { refused: new AppError(401, 'session_revoked', 'This session has ended; sign in again.') };
    if (row.archived_at) {
      await revokeSession(trx, claims.sessionId, 'archived');
      return { refused: new AppError(403, 'archived_user', 'This account has been archived.') };
    }
    if (!row.super_admin) return { refused: new AppError(403, 'no_super_admin_token', 'No super admin token.') };
    const user = { id: row.user_id, email: row.email, superAdmin: true };
    const successorId = randomUUID();
    const marked = row.used_at
      ? undefined
      : await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now(), replaced_by: successorId })
          .where('id', '=', claims.tokenId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
    if (marked && Number(marked.numUpdatedRows) > 0) return { ok: await issuePair(trx, signer, user, claims.sessionId, successorId) };

    // used already (read again: a concurrent use may just have committed): the same pair within the overlap, else a reuse
    const again = await overlapPair(trx, signer, user, claims);
    if (again) return { ok: again };
    await revokeSession(trx, claims.sessionId, 'reuse');
    await writeAudit(trx, {
      actor: { id: row.user_id, email: row.email },
      action: 'auth.refresh_reuse',
      entityType: 'session',
      entityId: claims.sessionId,
      after: { revoked_reason: 'reuse' },
      ...trace,
    });
    return { refused: new AppError(401, 'refresh_token_reused', 'This refresh token was already used; the session is revoked.') };
  });
  if ('refused' in outcome) throw outcome.refused;
  return outcome.ok;
}

/** Ends the session of a refresh token: its refresh tokens and access tokens stop working. */
export async function endSession(
  db: Kysely<Database>,
  signer: TokenSigner,
  refreshToken: string,
  trace: RequestTrace,
): Promise<void> {
  const claims = await verifyRefreshToken(signer, refreshToken);
  await db.transaction().execute(async (trx) => {
    const session = await trx
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.id', 'users.email'])
      .where('sessions.id', '=', claims.sessionId)
      .executeTakeFirst();
    if (!session || !(await revokeSession(trx, claims.sessionId, 'sign_out'))) return;
    await writeAudit(trx, {
      actor: { id: session.id, email: session.email },
      action: 'auth.sign_out',
      entityType: 'session',
      entityId: claims.sessionId,
      ...trace,
    });
  });
}
