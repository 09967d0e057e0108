import { allocate } from './random.js';

/**
 * The organisation the issue-16 benchmarks aim at (`--scale large` only): its employees tab must
 * hold >= 20,000 active users, spread over its shops (~5% of generated users are archived: 21,500
 * leave ~20,450), and its first shop must be a PIN send to >= 2,000 active users with a phone (~90%
 * have one: 2,400 main members, plus the system admins of the other shops, leave ~2,090). The bench finds it as the organisation with the most users
 * (`order by users_count desc limit 1`) and the shop as that organisation's largest.
 */
export interface LargestOrganisation {
  shops: number;
  /** generated users with their main membership in the organisation */
  employees: number;
  /** of which in the first shop (the PIN bench's shop) */
  firstShopEmployees: number;
}

export const LARGE_BENCH_ORGANISATION: Readonly<LargestOrganisation> = { shops: 40, employees: 21_500, firstShopEmployees: 2_400 };

/**
 * The organisation the issue-17 module-toggle bench switches (`--scale large` only): active, on the old offer (every
 * module offered), exactly `shops` shops of `employeesPerShop` generated users each; its shops' automatic planning and
 * badging come from their own draws (about a quarter planned), so "activate for all" has work to do. No other
 * organisation comes near 500 shops: the bench finds it as `order by shops_count desc limit 1` (the issue-16 bench's
 * organisation, found by users_count, stays the one with the most users).
 */
export interface ModuleBenchOrganisation {
  shops: number;
  employeesPerShop: number;
}

export const LARGE_MODULE_BENCH_ORGANISATION: Readonly<ModuleBenchOrganisation> = { shops: 500, employeesPerShop: 4 };

/**
 * Main members per shop: the first shop's share, the rest spread over the other shops with a small
 * deterministic unevenness (shops of a chain are not all the same size). Sums to `employees`.
 */
export function largestOrganisationShops(largest: LargestOrganisation): number[] {
  const { shops, employees, firstShopEmployees } = largest;
  if (shops < 1 || employees < firstShopEmployees || firstShopEmployees < 2) throw new Error('Invalid largest organisation plan.');
  if (shops === 1) return [employees];
  const weights = Array.from({ length: shops - 1 }, (_, i) => 1 + (i % 7) / 10);
  return [firstShopEmployees, ...allocate(employees - firstShopEmployees, weights, 2)];
}

/**
 * Which organisation becomes the largest: the first active one from the middle of the list on that
 * hosts no demo account (those stay in small organisations); -1 when there is none.
 */
export function largestOrganisationIndex(statuses: readonly string[], pinnedIndexes: ReadonlySet<number>): number {
  const middle = Math.floor(statuses.length / 2);
  for (const start of [middle, 0]) {
    for (let i = start; i < statuses.length; i++) if (statuses[i] === 'active' && !pinnedIndexes.has(i)) return i;
  }
  return -1;
}

/**
 * The organisation whose establishment tree the issue-30 picker bench opens (`--scale large` only): exactly `nodes` cluster
 * nodes — the organisation at the root, `regions` regions, `networksPerRegion` networks in each, and the shops as leaves
 * (the rest of the count), spread over the networks in shop order. Its shops are drawn as any other's (about 3% cancelled).
 * The bench finds it as the organisation with the most cluster nodes. Active, hosting no demo account.
 */
export interface TreeBenchOrganisation {
  nodes: number;
  regions: number;
  networksPerRegion: number;
  employeesPerShop: number;
}

export const LARGE_TREE_BENCH_ORGANISATION: Readonly<TreeBenchOrganisation> = { nodes: 2_000, regions: 12, networksPerRegion: 8, employeesPerShop: 2 };

/** The shops of the tree organisation: every node that is neither the root, a region nor a network. */
export function treeBenchShops(tree: TreeBenchOrganisation): number {
  const shops = tree.nodes - 1 - tree.regions - tree.regions * tree.networksPerRegion;
  if (tree.regions < 1 || tree.networksPerRegion < 1 || shops < tree.regions * tree.networksPerRegion || tree.employeesPerShop < 2) throw new Error('Invalid tree organisation plan.');
  return shops;
}
