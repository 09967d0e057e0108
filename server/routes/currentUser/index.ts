import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { CurrentUser as CurrentUserBody, CurrentUserUpdate } from '../../../src/contracts/currentUser.js';
import { audit } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { CurrentUser } from '../../auth/routeAuth.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/types/index.js';
import type { RouteContext } from '../../http/routeContext.js';
import { MAIN_APP_STAND_IN } from '../impersonation/mainAppStandIn.js';
import { activeDevFlags, setLang } from './store.js';

function mainAppLinks(config: Config) {
  return config.mainAppUrl
    ? { profileUrl: `${config.mainAppUrl}/users/profile`, editPasswordUrl: `${config.mainAppUrl}/users/password/edit` }
    : { profileUrl: MAIN_APP_STAND_IN.profile, editPasswordUrl: MAIN_APP_STAND_IN.password };
}

async function currentUserBody(db: Kysely<Database>, config: Config, user: CurrentUser, lang: string): Promise<CurrentUserBody> {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    lang,
    ...mainAppLinks(config),
    ...user.permissions,
    dev_flags: await activeDevFlags(db, user.id),
  };
}

/** GET/PATCH /super_admin/api/current_user: who is signed in, their permission flags and dev flags. */
export const currentUserRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db, config }) => {
  app.get(
    '/super_admin/api/current_user',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['current user'],
        summary: 'The signed-in super admin, every permission flag and the active dev flags',
        response: { 200: CurrentUserBody },
      },
    },
    async (request) => {
      const user = currentUserOf(request);
      return currentUserBody(db, config, user, user.lang);
    },
  );

  app.patch(
    '/super_admin/api/current_user',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['current user'],
        summary: "Change the signed-in user's language (audited)",
        body: CurrentUserUpdate,
        response: { 200: CurrentUserBody },
      },
    },
    async (request) => {
      const user = currentUserOf(request);
      const { lang } = request.body;
      if (lang !== user.lang) {
        await db.transaction().execute(async (trx) => {
          await setLang(trx, user.id, lang);
          await audit(request, trx, {
            action: 'current_user.update',
            entityType: 'user',
            entityId: user.id,
            before: { lang: user.lang },
            after: { lang },
          });
        });
      }
      return currentUserBody(db, config, user, lang);
    },
  );
};
