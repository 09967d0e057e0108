import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import { OrganisationParams, OrganisationShopRow, ShopName } from '../../../src/contracts/organisations.js';
import { ErrorBody } from '../../http/errors.js';
import { listQuerystring, pageIds, type ListSpec } from '../../lists/listQuery.js';
import { assertOrganisationExists, organisationShopNames, organisationShopRows } from './store.js';
import type { RouteContext } from '../../http/routeContext.js';

/** Spec 2 §7: the organisation's shops tab, default id descending. */
export const ORGANISATION_SHOPS_LIST: ListSpec = {
  table: 'shops',
  sortable: { id: 'id', name: 'name_sort' },
  defaultSort: 'id',
  defaultDirection: 'desc',
  pageSize: LIST_PAGE_SIZE,
};

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
            Type.Object({ shops: Type.Array(OrganisationShopRow), total: Type.Integer() }),
            Type.Object({ shops: Type.Array(ShopName) }),
          ]),
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertOrganisationExists(db, id);
      if (request.query.list_only) return { shops: await organisationShopNames(db, id) };
      const { ids, total } = await pageIds(db, ORGANISATION_SHOPS_LIST, request.query, { organisation_id: id });
      return { shops: await organisationShopRows(db, ids), total };
    },
  );
};
