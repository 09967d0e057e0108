import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { endSession, rotateRefreshToken, startSession } from '../auth/sessions.js';
import { checkSignIn } from '../auth/signIn.js';
import { ErrorBody } from '../http/errors.js';
import { authRateLimit } from '../http/security.js';
import type { RouteContext } from './routeContext.js';

const TokenPair = Type.Object({
  token: Type.String({ description: 'access token (JWT, typ "access")' }),
  refresh_token: Type.String({ description: 'refresh token (JWT, typ "refresh"), single use' }),
});
const RefreshBody = Type.Object({ refresh_token: Type.String({ minLength: 1, maxLength: 4096 }) });

/** /v3/auth: sign-in, refresh rotation with reuse detection, sign-out (common.md "Auth"). */
export const authRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config, tokens }) => {
  app.post(
    '/v3/auth/sign_in',
    {
      config: { auth: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Customers get tokens too (super_admin false). Errors: invalid_credentials 401; archived_user, unconfirmed_user, ' +
          'cancelled_organisation, organisation_waiting, time_clock_disabled 403; rate_limited 429.',
        body: Type.Object({
          email: Type.String({ minLength: 1, maxLength: 320 }),
          password: Type.String({ minLength: 1, maxLength: 1024 }),
        }),
        response: { 200: TokenPair, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const user = await checkSignIn(db, request.body, { production: config.production });
      const identity = { id: user.id, email: user.email ?? request.body.email, superAdmin: Boolean(user.super_admin) };
      return startSession(db, tokens, identity, request.id);
    },
  );

  app.post(
    '/v3/auth/refresh',
    {
      config: { auth: 'public', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (rotation)',
        description:
          'Each refresh token works once. Errors: invalid_refresh_token, session_revoked, refresh_token_reused ' +
          '(the whole session is then revoked) 401; no_super_admin_token, archived_user 403; rate_limited 429.',
        body: RefreshBody,
        response: { 200: TokenPair, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => rotateRefreshToken(db, tokens, request.body.refresh_token, request.id),
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
      await endSession(db, tokens, request.body.refresh_token, request.id);
      return reply.status(204).send(null);
    },
  );
};
