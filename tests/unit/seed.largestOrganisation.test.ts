import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { createSeedRun } from '../../server/seed/dataset.js';
import {
  LARGE_BENCH_ORGANISATION,
  largestOrganisationIndex,
  largestOrganisationShops,
  treeBenchShops,
  type LargestOrganisation,
  type TreeBenchOrganisation,
} from '../../server/seed/largestOrganisation.js';
import { countsForScale } from '../../server/seed/scale.js';
import { seedScaled } from '../../server/seed/scaled.js';

const sum = (list: readonly number[]) => list.reduce((a, b) => a + b, 0);
const noPassword = () => null;

describe('largestOrganisationShops', () => {
  it('gives the large dataset 40 shops, 21,500 users (>= 20,000 once ~5% are archived), 2,400 in the first shop, the others of similar sizes', () => {
    const shops = largestOrganisationShops(LARGE_BENCH_ORGANISATION);
    expect(shops).toHaveLength(40);
    expect(sum(shops)).toBe(21_500);
    expect(shops[0]).toBe(2_400);
    const others = shops.slice(1);
    expect(Math.min(...others)).toBeGreaterThan(350);
    expect(Math.max(...others)).toBeLessThan(650);
    expect(new Set(others).size).toBeGreaterThan(1);
  });

  it('handles a single shop and refuses impossible plans', () => {
    expect(largestOrganisationShops({ shops: 1, employees: 50, firstShopEmployees: 10 })).toEqual([50]);
    expect(() => largestOrganisationShops({ shops: 3, employees: 10, firstShopEmployees: 20 })).toThrow();
    expect(() => largestOrganisationShops({ shops: 0, employees: 10, firstShopEmployees: 5 })).toThrow();
  });
});

describe('largestOrganisationIndex', () => {
  it('picks the first active organisation from the middle on that hosts no demo account', () => {
    const statuses = ['active', 'active', 'trial', 'waiting', 'cancelled', 'active', 'active', 'active'];
    expect(largestOrganisationIndex(statuses, new Set([0, 1]))).toBe(5);
    expect(largestOrganisationIndex(statuses, new Set([0, 1, 5]))).toBe(6);
  });

  it('falls back to the start of the list, and answers -1 when no active organisation is free', () => {
    expect(largestOrganisationIndex(['active', 'active', 'trial', 'trial'], new Set([0]))).toBe(1);
    expect(largestOrganisationIndex(['active', 'trial'], new Set([0]))).toBe(-1);
  });
});

describe('createSeedRun with a largest organisation', () => {
  const counts = countsForScale('0.5')!; // 100 organisations, 300 shops, 4,000 users
  const largest: LargestOrganisation = { shops: 8, employees: 900, firstShopEmployees: 250 };
  const planned = (withLargest: boolean) => createSeedRun({ counts, passwordOf: noPassword, largestOrganisation: withLargest ? largest : undefined });

  it('keeps the totals and gives one active organisation exactly the planned shops and users', () => {
    const run = planned(true);
    const shops = run.plans.map((p) => p.employeesPerShop.length);
    const employees = run.plans.map((p) => sum(p.employeesPerShop));
    expect(sum(shops)).toBe(counts.shops);
    const pinned = sum(run.plans.map((p) => p.pinned.length));
    expect(sum(employees) + pinned + run.staff.length).toBe(counts.users);
    const biggest = run.plans.find((p) => p.employeesPerShop.length === largest.shops && sum(p.employeesPerShop) === largest.employees);
    expect(biggest).toMatchObject({ status: 'active', pinned: [] });
    expect(biggest!.employeesPerShop).toEqual(largestOrganisationShops(largest));
    expect(Math.max(...employees)).toBe(largest.employees);
    // every other shop still gets at least its two users
    expect(Math.min(...run.plans.flatMap((p) => p.employeesPerShop))).toBeGreaterThanOrEqual(2);
  });

  it('is deterministic, and leaves the plans unchanged without the option', () => {
    const strip = (run: ReturnType<typeof planned>) => run.plans.map(({ homeCity, ...plan }) => ({ ...plan, city: homeCity.name }));
    expect(strip(planned(true))).toEqual(strip(planned(true)));
    expect(planned(false).plans.some((p) => sum(p.employeesPerShop) >= largest.employees)).toBe(false);
  });
});

describe('scaled seed with a largest organisation (SQLite)', () => {
  let handle: DatabaseHandle;
  const largest: LargestOrganisation = { shops: 6, employees: 700, firstShopEmployees: 240 };

  beforeAll(async () => {
    handle = openDatabase(':memory:');
    await migrateToLatest(handle);
    await seedScaled(handle, { counts: countsForScale('0.25')!, url: ':memory:', largestOrganisation: largest });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('is the organisation the bench finds, with archived users, and its first shop is the largest', async () => {
    const { rows } = await sql<{ id: number; users_count: number; shops_count: number }>`
      select id, users_count, shops_count from organisations order by users_count desc, id limit 1`.execute(handle.db);
    const organisation = rows[0];
    expect(organisation.shops_count).toBe(largest.shops);
    const members = await sql<{ total: number; archived: number }>`
      select count(*) as total, sum(case when u.archived_at is not null then 1 else 0 end) as archived
      from memberships m join users u on u.id = m.user_id where m.organisation_id = ${organisation.id} and m.main = 1`.execute(handle.db);
    expect(Number(members.rows[0].total)).toBe(largest.employees);
    expect(Number(members.rows[0].archived)).toBeGreaterThan(0);
    expect(organisation.users_count).toBe(largest.employees - Number(members.rows[0].archived));
    const shops = await sql<{ id: number; nb_employees: number }>`
      select id, nb_employees from shops where organisation_id = ${organisation.id} order by nb_employees desc, id`.execute(handle.db);
    expect(shops.rows[0].id).toBe(Math.min(...shops.rows.map((s) => s.id)));
    expect(shops.rows[0].nb_employees).toBeGreaterThan(largest.firstShopEmployees * 0.85);
  });
});

describe('scaled seed with the picker bench tree organisation (SQLite)', () => {
  let handle: DatabaseHandle;
  const tree: TreeBenchOrganisation = { nodes: 150, regions: 3, networksPerRegion: 4, employeesPerShop: 2 };
  const seed = async () => {
    const h = openDatabase(':memory:');
    await migrateToLatest(h);
    await seedScaled(h, { counts: countsForScale('0.5')!, url: ':memory:', treeBenchOrganisation: tree });
    return h;
  };
  const nodesOf = (h: DatabaseHandle, organisationId: number) =>
    h.db.selectFrom('cluster_nodes').select(['id', 'parent_id', 'shop_id', 'name', 'depth', 'ancestry']).where('organisation_id', '=', organisationId).orderBy('id').execute();

  beforeAll(async () => {
    handle = await seed();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('gives one active organisation exactly the planned nodes: its root, regions and networks as branches, every shop a leaf, some cancelled', async () => {
    const { rows } = await sql<{ organisation_id: number; n: number }>`
      select organisation_id, count(*) as n from cluster_nodes group by organisation_id order by n desc, organisation_id limit 1`.execute(handle.db);
    const organisationId = Number(rows[0].organisation_id);
    expect(Number(rows[0].n)).toBe(tree.nodes);
    const organisation = await handle.db.selectFrom('organisations').select(['status', 'shops_count']).where('id', '=', organisationId).executeTakeFirstOrThrow();
    expect(organisation.status).toBe('active');
    expect(organisation.shops_count).toBe(treeBenchShops(tree));
    const nodes = await nodesOf(handle, organisationId);
    const depthCount = (depth: number) => nodes.filter((node) => node.depth === depth).length;
    expect([depthCount(0), depthCount(1), depthCount(2), depthCount(3)]).toEqual([1, tree.regions, tree.regions * tree.networksPerRegion, treeBenchShops(tree)]);
    expect(nodes.filter((node) => node.depth < 3).every((node) => node.shop_id === null)).toBe(true);
    const byId = new Map(nodes.map((node) => [node.id, node]));
    for (const node of nodes.filter((n) => n.depth > 0)) expect(byId.get(node.parent_id!)!.depth).toBe(node.depth - 1);
    // every network holds shops
    const parents = new Set(nodes.filter((node) => node.shop_id !== null).map((node) => node.parent_id));
    expect(parents.size).toBe(tree.regions * tree.networksPerRegion);
    const shops = await handle.db.selectFrom('shops').select(['id', 'cancelled']).where('organisation_id', '=', organisationId).execute();
    expect(new Set(nodes.map((node) => node.shop_id).filter((id) => id !== null))).toEqual(new Set(shops.map((shop) => shop.id)));
    expect(shops.filter((shop) => shop.cancelled === 1).length).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const again = await seed();
    try {
      const first = await handle.db.selectFrom('cluster_nodes').select(['id', 'parent_id', 'shop_id', 'name']).orderBy('id').execute();
      const second = await again.db.selectFrom('cluster_nodes').select(['id', 'parent_id', 'shop_id', 'name']).orderBy('id').execute();
      expect(second).toEqual(first);
    } finally {
      await again.close();
    }
  }, 60_000);
});
