import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ClusterNode, ClusterNodesQuery } from '../../../src/contracts/clusterNodes.js';
import { ErrorBody } from '../../http/errors.js';
import { assertOrganisationExists } from '../organisations/store.js';
import { establishmentTree } from './store.js';
import type { RouteContext } from '../../http/routeContext.js';

/** GET /super_admin/api/cluster_nodes (spec 1 §7, nodes of §3; spec 3 §3 adds shopsCount): an organisation's establishment tree. */
export const clusterNodeRoutes: FastifyPluginAsyncTypebox<RouteContext> = async (app, { db }) => {
  app.get(
    '/super_admin/api/cluster_nodes',
    {
      config: { auth: 'super_admin' },
      schema: {
        tags: ['organisations'],
        summary: "An organisation's establishment tree (cluster nodes)",
        description:
          'Every node of the organisation in depth-first order (a parent before its children, siblings by name), each with ' +
          'its ancestry and depth. An organisation without clusters answers `{data: []}`; an unknown organisation is ' +
          '404 not_found (as for its other sub-resources), so a wrong id is not mistaken for an empty tree.',
        querystring: ClusterNodesQuery,
        response: {
          200: Type.Object({ data: Type.Array(ClusterNode) }),
          404: { ...ErrorBody, description: 'not_found' },
        },
      },
    },
    async (request) => {
      const { organisation_id: organisationId, only_active_shops: onlyActiveShops } = request.query;
      await assertOrganisationExists(db, organisationId);
      const tree = await establishmentTree(db, organisationId, onlyActiveShops ?? false);
      return {
        data: tree.map((node) => ({
          id: node.id,
          attributes: {
            name: node.name,
            organisationId,
            parentId: node.parentId,
            shopId: node.shopId,
            shopCancelled: node.cancelled === 1,
            depth: node.depth,
            ancestry: node.ancestry,
            ancestorIds: node.ancestorIds,
            descendantIds: node.descendantIds,
            editable: node.editable === 1,
            shopsCount: node.shopsCount,
          },
        })),
      };
    },
  );
};
