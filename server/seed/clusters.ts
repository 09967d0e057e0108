import type { SeedContext } from './context.js';
import type { TreeBenchOrganisation } from './largestOrganisation.js';
import type { ClusterNodeRow, OrganisationRow } from './rows.js';
import type { GeneratedShop } from './shops.js';

/**
 * The establishment tree of an organisation with clusters (issue 30: real trees of several levels): the
 * organisation at the root, one branch per region (or country abroad), inside a region one network per city
 * when the region's shops are in more than one city (shops of a single-city region hang on the region), one
 * leaf per shop; a cancelled shop stays a leaf (the API marks it shopCancelled). No random draw: the rest of
 * the seed is the same whatever the tree.
 */
export function buildClusterNodes(
  ctx: SeedContext,
  organisation: OrganisationRow,
  shops: readonly GeneratedShop[],
  benchTree?: TreeBenchOrganisation,
): ClusterNodeRow[] {
  const node = (name: string, parent: ClusterNodeRow | null, shopId: number | null = null): ClusterNodeRow => ({
    id: ctx.ids.next('cluster_nodes'),
    organisation_id: organisation.id,
    parent_id: parent?.id ?? null,
    shop_id: shopId,
    name,
    ancestry: parent === null ? null : parent.ancestry === null ? String(parent.id) : `${parent.ancestry}/${parent.id}`,
    depth: parent === null ? 0 : parent.depth + 1,
    editable: parent === null ? 0 : 1,
  });
  const root = node(organisation.name, null);
  const nodes: ClusterNodeRow[] = [root];
  if (benchTree) {
    // the picker bench's fixed shape: regions, networks in each, the shops spread over the networks in order
    const networks: ClusterNodeRow[] = [];
    for (let r = 0; r < benchTree.regions; r++) {
      const regionName = BENCH_REGIONS[r % BENCH_REGIONS.length] + (r >= BENCH_REGIONS.length ? ` ${Math.floor(r / BENCH_REGIONS.length) + 1}` : '');
      const region = node(regionName, root);
      nodes.push(region);
      for (let n = 0; n < benchTree.networksPerRegion; n++) {
        const network = node(`Réseau ${regionName} ${n + 1}`, region);
        networks.push(network);
        nodes.push(network);
      }
    }
    shops.forEach(({ row }, i) => nodes.push(node(row.name, networks[Math.floor((i * networks.length) / shops.length)], row.id)));
    return nodes;
  }
  const byRegion = new Map<string, GeneratedShop[]>();
  for (const shop of shops) byRegion.set(shop.city.region, [...(byRegion.get(shop.city.region) ?? []), shop]);
  for (const [regionName, regionShops] of byRegion) {
    const region = node(regionName, root);
    nodes.push(region);
    const cities = [...new Set(regionShops.map((shop) => shop.city.name))];
    const networks = new Map<string, ClusterNodeRow>();
    if (cities.length > 1) {
      for (const city of cities) {
        const network = node(`Réseau ${city}`, region);
        networks.set(city, network);
        nodes.push(network);
      }
    }
    for (const { row, city } of regionShops) nodes.push(node(row.name, networks.get(city.name) ?? region, row.id));
  }
  return nodes;
}

/** Region names of the picker bench's tree (metropolitan France). */
const BENCH_REGIONS = [
  'Auvergne-Rhône-Alpes',
  'Bourgogne-Franche-Comté',
  'Bretagne',
  'Centre-Val de Loire',
  'Corse',
  'Grand Est',
  'Hauts-de-France',
  'Île-de-France',
  'Normandie',
  'Nouvelle-Aquitaine',
  'Occitanie',
  'Pays de la Loire',
  "Provence-Alpes-Côte d'Azur",
];
