import type { Kysely } from 'kysely';
import { orderEstablishmentTree } from '../../../src/domain/establishmentTree.js';
import type { Database } from '../../db/types/index.js';

/** The organisation's cluster nodes in depth-first order; with onlyActiveShops, without the nodes of cancelled shops. */
export async function establishmentTree(db: Kysely<Database>, organisationId: number, onlyActiveShops: boolean) {
  let query = db
    .selectFrom('cluster_nodes')
    .leftJoin('shops', 'shops.id', 'cluster_nodes.shop_id')
    .select([
      'cluster_nodes.id',
      'cluster_nodes.parent_id',
      'cluster_nodes.shop_id',
      'cluster_nodes.name',
      'cluster_nodes.ancestry',
      'cluster_nodes.depth',
      'cluster_nodes.editable',
      'shops.cancelled',
    ])
    .where('cluster_nodes.organisation_id', '=', organisationId);
  if (onlyActiveShops) query = query.where((eb) => eb.or([eb('cluster_nodes.shop_id', 'is', null), eb('shops.cancelled', '=', 0)]));
  const rows = await query.execute();
  return orderEstablishmentTree(rows.map((row) => ({ ...row, parentId: row.parent_id, shopId: row.shop_id })));
}
