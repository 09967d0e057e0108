import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import { exchangeImpersonation, impersonable, recordImpersonationToken } from '../../auth/impersonation.js';
import type { Config } from '../../config.js';
import { ErrorBody } from '../../http/errors.js';
import { authRateLimit } from '../../http/security.js';
import type { RouteContext } from '../../http/routeContext.js';
import { MAIN_APP_STAND_IN, mainAppStandInRoutes } from './mainAppStandIn.js';

/**
 * Where the browser goes with the token: the main application, or our stand-in of it — a path on
 * this server, never a URL built from the request's Host header (which a caller controls).
 */
function homeUrl(config: Config, token: string): string {
  const query = `token=${encodeURIComponent(token)}`;
  if (config.mainAppUrl) return `${config.mainAppUrl}/impersonate?${query}`;
  return `${MAIN_APP_STAND_IN.home}?${query}`;
}

/**
 * Spec 1 §4 impersonation: a short-lived token for a customer user, then the main application's address; without
 * MAIN_APP_URL, the stand-in pages of the main application (mainAppStandIn.ts).
 */
export const impersonationRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, context) => {
  const { db, config, tokens } = context;
  if (!config.mainAppUrl) await app.register(mainAppStandInRoutes, context);

  app.get(
    '/v3/users/sessions/impersonate',
    {
      config: { auth: 'super_admin', userTargets: ['query.user_id'] },
      schema: {
        tags: ['impersonation'],
        summary: 'An impersonation token for a customer user (audited)',
        description:
          `A JWT {typ: "impersonation", sub: user id, email, act: staff user id, act_email, sid: staff session} valid ` +
          `IMPERSONATION_TOKEN_TTL (default 5 minutes), recorded: GET /v3/home_url accepts it once, from the same staff session, ` +
          'and it dies with that session (sign-out). 403 impersonation_forbidden for archived ' +
          'users and super admins (super_admin_target first for oneself, and for another super admin without can_manage_super_admin_users), ' +
          '404 not_found for an unknown user. Never accepted by /super_admin/api.',
        querystring: Type.Object({ user_id: Type.Integer({ minimum: 1 }) }),
        response: {
          200: Type.Object({ token: Type.String() }),
          403: { ...ErrorBody, description: 'not_super_admin | super_admin_target | impersonation_forbidden (archived user or super admin)' },
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request) => {
      const staff = currentUserOf(request);
      const user = await impersonable(db, request.query.user_id);
      const issued = await tokens.signImpersonation(
        { userId: user.id, email: user.email, actorId: staff.id, actorEmail: staff.email, sessionId: staff.sessionId },
        config.impersonationTokenTtl,
      );
      await db.transaction().execute(async (trx) => {
        await recordImpersonationToken(trx, { ...issued, sessionId: staff.sessionId, actorId: staff.id, userId: user.id });
        await audit(request, trx, {
          action: 'user.impersonate',
          entityType: 'user',
          entityId: user.id,
          event: { subtype: 'USER_IMPERSONATED' },
          after: { user_id: user.id, user_email: user.email },
        });
      });
      return { token: issued.token };
    },
  );

  app.get(
    '/v3/home_url',
    {
      // issue 13: called with the bearer token of the staff session that asked for the impersonation token
      config: { auth: 'super_admin', rateLimit: authRateLimit(config) },
      schema: {
        tags: ['impersonation'],
        summary: "The main application's address that signs the impersonated user in",
        description:
          'With MAIN_APP_URL: `${MAIN_APP_URL}/impersonate?token=<token>` (the main application validates the token). ' +
          'Without it: this server\'s stand-in page `/main_app?token=<token>` (a path on this server), which accepts the token once and ' +
          'then keeps a stand-in session in a cookie. Needs the bearer token of the staff session the impersonation token was issued to, ' +
          'and accepts each impersonation token once. 401 token_expired, unauthorized (invalid token, staff session ended, user no longer ' +
          'impersonable), impersonation_session_mismatch (token of another session), impersonation_token_used (second use); ' +
          '429 rate_limited (AUTH_RATE_LIMIT a minute per IP). The token is redacted from the server log.',
        querystring: Type.Object({ superadmin: Type.String({ minLength: 1, maxLength: 4096, description: 'the impersonation token' }) }),
        response: {
          200: Type.Object({ url: Type.String() }),
          401: { ...ErrorBody, description: 'token_expired | unauthorized | impersonation_session_mismatch | impersonation_token_used' },
        },
      },
    },
    async (request) => {
      const token = request.query.superadmin;
      await exchangeImpersonation(db, tokens, token, currentUserOf(request).sessionId, request.id);
      return { url: homeUrl(config, token) };
    },
  );
};
