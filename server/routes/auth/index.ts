import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestTrace } from '../../audit/audit.js';
import { auditingRefusal, refreshSubject } from '../../auth/failedAttempts.js';
import { endSession, rotateRefreshToken, startSession } from '../../auth/sessions.js';
import { checkSignIn } from '../../auth/signIn.js';
import { ErrorBody } from '../../http/errors.js';
import { authRateLimit } from '../../http/security.js';
import type { RouteContext } from '../../http/routeContext.js';

const TokenPair = Type.Object({
  token: Type.String({ description: 'access token (JWT, typ "access")' }),
  refresh_token: Type.String({ description: 'refresh token (JWT, typ "refresh"), single use' }),
});
const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 4096 }) });
/** Unauthenticated bodies of a few fields: no reason to read (and parse) a megabyte (issue 13). */
const AUTH_BODY_LIMIT = 16_384;

/** /v3/auth: sign-in, refresh rotation with reuse detection, sign-out (common.md "Auth"). */
export const authRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config, tokens }) => {
  app.post(
    '/v3/auth/sign_in',
    {
      config: { auth: 'public', rateLimit: authRateLimit(config) },
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Customers get tokens too (super_admin false). Errors: invalid_credentials 401; archived_user, unconfirmed_user, ' +
          'cancelled_organisation, organisation_waiting, time_clock_disabled 403; rate_limited 429. Each 401 or 403 is written to ' +
          'the audit trail: action auth.sign_in_failed, entity_type account, entity_id the e-mail tried, after {email, reason}, ip.',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 320 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
        response: { 200: TokenPair, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) =>
      auditingRefusal(db, request, { action: 'auth.sign_in_failed', email: request.body.email }, async () => {
        const user = await checkSignIn(db, request.body, { production: config.production });
        const identity = { id: user.id, email: user.email ?? request.body.email, superAdmin: Boolean(user.super_admin) };
        return startSession(db, tokens, identity, requestTrace(request));
      }),
  );

  app.post(
    '/v3/auth/refresh',
    {
      config: { auth: 'public', rateLimit: authRateLimit(config) },
      bodyLimit: AUTH_BODY_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (rotation)',
        description:
          'Each refresh token works once; the previous token of a session, presented again within 30 s of its use while ' +
          'the token it was replaced by is unused, gets that same pair again (a reload lost the answer). Errors: invalid_refresh_token, session_revoked, refresh_token_reused ' +
          '(the whole session is then revoked) 401; no_super_admin_token, archived_user 403; rate_limited 429. Each 401 or 403 ' +
          'is written to the audit trail: action auth.refresh_failed, entity_id the e-mail the token names (when it can be read).',
        body: RefreshBody,
        response: { 200: TokenPair, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) =>
      auditingRefusal(db, request, { action: 'auth.refresh_failed', email: refreshSubject(request.body.refresh_token) }, () =>
        rotateRefreshToken(db, tokens, request.body.refresh_token, requestTrace(request)),
      ),
  );

  app.post(
    '/v3/auth/sign_out',
    {
      config: { auth: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the session of a refresh token',
        description:
          'Its refresh tokens and access tokens stop working, and so do the impersonation tokens it asked for. ' +
          'Errors: invalid_refresh_token 401; rate_limited 429.',
        body: RefreshBody,
        response: { 204: Type.Null({ description: 'Signed out' }), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await endSession(db, tokens, request.body.refresh_token, requestTrace(request));
      return reply.status(204).send(null);
    },
  );
};
