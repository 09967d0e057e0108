import type { SeedContext } from './context.js';
import type { ClusterNodeRow, OrganisationRow } from './rows.js';
import type { GeneratedShop } from './shops.js';

/**
 * The establishment tree of an organisation with clusters: the organisation at the root,
 * one node per region (or country abroad), one leaf per shop.
 */
export function buildClusterNodes(ctx: SeedContext, organisation: OrganisationRow, shops: readonly GeneratedShop[]): ClusterNodeRow[] {
  const root: ClusterNodeRow = {
    id: ctx.ids.next('cluster_nodes'),
    organisation_id: organisation.id,
    parent_id: null,
    shop_id: null,
    name: organisation.name,
    ancestry: null,
    depth: 0,
    editable: 0,
  };
  const nodes: ClusterNodeRow[] = [root];
  const regions = new Map<string, ClusterNodeRow>();
  for (const { row: shop, city } of shops) {
    let region = regions.get(city.region);
    if (!region) {
      region = {
        id: ctx.ids.next('cluster_nodes'),
        organisation_id: organisation.id,
        parent_id: root.id,
        shop_id: null,
        name: city.region,
        ancestry: String(root.id),
        depth: 1,
        editable: 1,
      };
      regions.set(city.region, region);
      nodes.push(region);
    }
    nodes.push({
      id: ctx.ids.next('cluster_nodes'),
      organisation_id: organisation.id,
      parent_id: region.id,
      shop_id: shop.id,
      name: shop.name,
      ancestry: `${root.id}/${region.id}`,
      depth: 2,
      editable: 1,
    });
  }
  return nodes;
}
