import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { toPermissionFlags } from '../../src/domain/permissions.js';
import type { Database } from '../db/types/index.js';
import { AppError } from '../http/errors.js';
import { grantedPermissions } from './permissions.js';
import { routeAuth, type CurrentUser } from './routeAuth.js';
import { TokenError, type AccessClaims, type TokenSigner } from './tokens.js';
import { registerUserTargetGuard } from './userTargets.js';

const BEARER = /^Bearer\s+(\S+)$/i;

async function verifiedClaims(signer: TokenSigner, request: FastifyRequest): Promise<AccessClaims> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new AppError(401, 'unauthorized', 'A bearer access token is required.');
  try {
    return await signer.verifyAccess(token);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') {
      throw new AppError(401, 'token_expired', 'The access token has expired.');
    }
    throw new AppError(401, 'unauthorized', 'The access token is not valid.');
  }
}

async function loadCurrentUser(db: Kysely<Database>, claims: AccessClaims, request: FastifyRequest): Promise<CurrentUser> {
  const row = await db
    .selectFrom('users')
    .innerJoin('sessions', (join) =>
      join.onRef('sessions.user_id', '=', 'users.id').on('sessions.id', '=', claims.sessionId),
    )
    .select([
      'users.id',
      'users.email',
      'users.first_name',
      'users.last_name',
      'users.lang',
      'users.super_admin',
      'users.permissions',
      'users.archived_at',
      'sessions.revoked_at',
    ])
    .where('users.id', '=', claims.userId)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.archived_at || !row.email) {
    request.log.info({ userId: claims.userId }, 'access token of an ended session or archived user');
    throw new AppError(401, 'unauthorized', 'This session has ended; sign in again.');
  }
  if (!row.super_admin) throw new AppError(403, 'not_super_admin', 'Only super admins may use this API.');
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    lang: row.lang,
    permissions: toPermissionFlags(grantedPermissions(row.permissions)),
    sessionId: claims.sessionId,
  };
}

/**
 * The one hook that enforces each route's declared auth (routeAuth.ts) before anything else runs:
 * valid access token of a live session, super admin, then the route's permission flag.
 */
export function registerAuthGuard(app: FastifyInstance, db: Kysely<Database>, signer: TokenSigner): void {
  app.decorateRequest('currentUser', null);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const { auth, permission } = routeAuth(request.routeOptions.config);
    if (auth === 'public') return;
    const user = await loadCurrentUser(db, await verifiedClaims(signer, request), request);
    if (permission && !user.permissions[permission]) {
      throw new AppError(403, 'missing_permission', `This action needs the ${permission} permission.`);
    }
    request.currentUser = user;
  });
  registerUserTargetGuard(app, db);
}

/** The signed-in user of a guarded route's handler. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new AppError(401, 'unauthorized', 'A bearer access token is required.');
  return request.currentUser;
}
