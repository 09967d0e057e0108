import { Type, type Static } from 'typebox';

/**
 * GET /super_admin/api/cluster_nodes (spec 1 §7, nodes of §3; spec 3 §3 adds shopsCount), written once:
 * the server validates and serialises with these schemas, the console imports their types only.
 */

export const ClusterNodesQuery = Type.Object(
  {
    organisation_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the organisation whose tree is read' }),
    only_active_shops: Type.Optional(
      Type.Boolean({ default: false, description: 'true: leave out the nodes of cancelled shops (the other nodes stay)' }),
    ),
  },
);

export const ClusterNode = Type.Object({
  id: Type.Integer(),
  attributes: Type.Object({
    name: Type.String(),
    organisationId: Type.Integer(),
    parentId: Type.Union([Type.Integer(), Type.Null()], { description: 'null for the root' }),
    shopId: Type.Union([Type.Integer(), Type.Null()], { description: 'the shop of a leaf; null for a grouping node' }),
    shopCancelled: Type.Boolean({ description: 'the shop is cancelled (false for a grouping node)' }),
    depth: Type.Integer({ description: '0 for the root' }),
    ancestry: Type.Union([Type.String(), Type.Null()], { description: 'the ancestor ids from the root, slash-separated ("1/4"); null for the root' }),
    ancestorIds: Type.Array(Type.Integer(), { description: 'the ids of `ancestry`, root first' }),
    descendantIds: Type.Array(Type.Integer(), { description: 'every node below this one, in the order of `data`' }),
    editable: Type.Boolean(),
    shopsCount: Type.Integer({ description: 'shops in the subtree, the node itself included' }),
  }),
});
export type ClusterNode = Static<typeof ClusterNode>;
