import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { SHOP_FEATURES } from '../../src/domain/shopFeatures.js';
import type { Database } from '../db/types/index.js';
import { ErrorBody } from '../http/errors.js';
import { inPageOrder, LIST_PAGE_SIZE, listQuerystring, pageIds, type ListSpec } from '../lists/listQuery.js';
import { assertOrganisationExists, OrganisationParams } from './organisations.js';
import type { RouteContext } from '../http/routeContext.js';

/** Spec 2 §7: the organisation's shops tab, default id descending. */
export const ORGANISATION_SHOPS_LIST: ListSpec = {
  table: 'shops',
  sortable: { id: 'id', name: 'name_sort' },
  defaultSort: 'id',
  defaultDirection: 'desc',
  pageSize: LIST_PAGE_SIZE,
};

const FeatureStates = Type.Record(Type.String(), Type.Object({ activated: Type.Boolean() }), {
  description: `one entry per feature: ${SHOP_FEATURES.join(', ')}`,
});

const ShopRow = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  badging: Type.Boolean(),
  automatic_planning_active: Type.Boolean(),
  french: Type.Boolean(),
  country: Type.String(),
  convention_flexible: Type.Boolean(),
  cancelled: Type.Boolean(),
  nb_employees: Type.Integer(),
  features_states: FeatureStates,
});

const ShopName = Type.Object({ id: Type.Integer(), name: Type.String() });

async function featureStates(db: Kysely<Database>, shopIds: number[]) {
  const rows = await db.selectFrom('shop_feature_states').select(['shop_id', 'name', 'activated']).where('shop_id', 'in', shopIds).execute();
  const byShop = new Map<number, Record<string, { activated: boolean }>>();
  for (const id of shopIds) byShop.set(id, Object.fromEntries(SHOP_FEATURES.map((name) => [name, { activated: false }])));
  for (const row of rows) byShop.get(row.shop_id)![row.name] = { activated: row.activated === 1 };
  return byShop;
}

/** GET /super_admin/api/organisations/{id}/shops: every shop (id, name) with list_only=true, else a sorted page. */
export const organisationShopRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/organisations/:id/shops',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: "An organisation's shops",
        description:
          'With list_only=true: {shops: [{id, name}]}, every shop sorted by name (the light view). Otherwise a page of 100 ' +
          'with sort (id | name, default id), direction (default desc) and page: {shops, total}. 404 not_found for an unknown organisation.',
        params: OrganisationParams,
        querystring: Type.Intersect([
          Type.Object({ list_only: Type.Optional(Type.Boolean({ description: 'true: only id and name of every shop' })) }),
          listQuerystring(ORGANISATION_SHOPS_LIST),
        ]),
        response: {
          200: Type.Union([
            Type.Object({ shops: Type.Array(ShopRow), total: Type.Integer() }),
            Type.Object({ shops: Type.Array(ShopName) }),
          ]),
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertOrganisationExists(db, id);
      if (request.query.list_only) {
        const shops = await db.selectFrom('shops').select(['id', 'name']).where('organisation_id', '=', id).orderBy('name_sort').orderBy('id').execute();
        return { shops };
      }
      const { ids, total } = await pageIds(db, ORGANISATION_SHOPS_LIST, request.query, { organisation_id: id });
      if (ids.length === 0) return { shops: [], total };
      const rows = await db
        .selectFrom('shops')
        .select(['id', 'name', 'badging', 'automatic_planning_active', 'country', 'flexible_convention', 'cancelled', 'nb_employees'])
        .where('id', 'in', ids)
        .execute();
      const states = await featureStates(db, ids);
      const shops = inPageOrder(ids, rows).map((row) => ({
        id: row.id,
        name: row.name,
        badging: row.badging === 1,
        automatic_planning_active: row.automatic_planning_active === 1,
        french: row.country === 'FR',
        country: row.country,
        convention_flexible: row.flexible_convention === 1,
        cancelled: row.cancelled === 1,
        nb_employees: row.nb_employees,
        features_states: states.get(row.id)!,
      }));
      return { shops, total };
    },
  );
};
