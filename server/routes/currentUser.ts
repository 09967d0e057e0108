import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type, type TSchema } from 'typebox';
import { canaryApplies } from '../../src/domain/devFlags.js';
import { LOCALE_CODES } from '../../src/domain/locales.js';
import { PERMISSION_FLAGS } from '../../src/domain/permissions.js';
import { audit } from '../audit/audit.js';
import { currentUserOf } from '../auth/guard.js';
import type { CurrentUser } from '../auth/routeAuth.js';
import type { Config } from '../config.js';
import type { Database } from '../db/types/index.js';
import { MAIN_APP_STAND_IN } from './mainAppStandIn.js';
import type { RouteContext } from '../http/routeContext.js';


const CurrentUserBody = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  lang: Type.String(),
  profileUrl: Type.String({ description: "the main application's profile page" }),
  editPasswordUrl: Type.String({ description: "the main application's change-password page" }),
  ...(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, Type.Boolean()])) as Record<string, TSchema>),
  dev_flags: Type.Array(Type.String(), { description: 'names of the dev feature flags active for this user' }),
});

/** Dev flags on for this user: standard ones, user canaries that list them, and canaries that apply to all. */
async function activeDevFlags(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('feature_flags_dev')
    .select(['name', 'canary_release_type', 'canary_release_ids'])
    .where('active', '=', 1)
    .orderBy('name')
    .execute();
  return rows
    .filter((row) => {
      if (row.canary_release_type === null) return true;
      const ids = (JSON.parse(row.canary_release_ids) as unknown[]).map(Number);
      return ids.length === 0 || (row.canary_release_type === 'user' && canaryApplies(ids, userId));
    })
    .map((row) => row.name);
}

function mainAppLinks(config: Config) {
  return config.mainAppUrl
    ? { profileUrl: `${config.mainAppUrl}/users/profile`, editPasswordUrl: `${config.mainAppUrl}/users/password/edit` }
    : { profileUrl: MAIN_APP_STAND_IN.profile, editPasswordUrl: MAIN_APP_STAND_IN.password };
}

async function currentUserBody(db: Kysely<Database>, config: Config, user: CurrentUser, lang: string) {
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
        body: Type.Object({ lang: Type.Enum([...LOCALE_CODES]) }, { additionalProperties: false }),
        response: { 200: CurrentUserBody },
      },
    },
    async (request) => {
      const user = currentUserOf(request);
      const { lang } = request.body;
      if (lang !== user.lang) {
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('users').set({ lang, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute();
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
