import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIST_PAGE_SIZE } from '../../../src/contracts/lists.js';
import { OrganisationParams, OrganisationShopRow, ShopName, type OrganisationShopsSortField } from '../../../src/contracts/organisations.js';
import { ErrorBody } from '../../http/errors.js';
import { listQuerystring, pageIds, type ListSpec } from '../../lists/listQuery.js';
import { assertOrganisationExists, organisationShopNames, organisationShopRows } from './store.js';
import type { RouteContext } from '../../http/routeContext.js';

/**
 * Spec 2 §2.1, §7: the organisation's shops tab, default id descending. Sorted within one organisation
 * (the (organisation_id, id) index finds its shops; an organisation has tens of shops, not thousands).
 */
export const ORGANISATION_SHOPS_LIST: ListSpec = {
  table: 'shops',
  sortable: {
    id: 'id',
    name: 'name_sort',
    country: 'country',
    badging: 'badging',
    automatic_planning_active: 'automatic_planning_active',
    convention_flexible: 'flexible_convention',
  } satisfies Record<OrganisationShopsSortField, string>,
  defaultSort: 'id',
  defaultDirection: 'desc',
  pageSize: LIST_PAGE_SIZE,
  // issue 17: a deleted shop (its organisation_deleted_at is set too) leaves the tab
  hiddenWhenSet: 'organisation_deleted_at',
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
          'With list_only=true: {shops: [{id, name, configured}]}, every shop sorted by name (the light view); configured: the shop has ' +
          'a convention or a labour law set. Otherwise a page of 100 with sort (id | name | country | badging | automatic_planning_active | ' +
          'convention_flexible, default id; ties by id), direction (default desc) and page: {shops, total}. integrations ([]), ' +
          'optimisation (false) and annualization_config (null) have no source in the reference API yet. 404 not_found for an unknown organisation.',
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
