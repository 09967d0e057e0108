import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from '../../src/domain/geo.js';
import { EMPTY_MAP_FILTERS, type MapFilters } from '../../src/domain/mapFilters.js';
import { findNearbyShops } from '../../server/routes/shopsMap/store.js';
import { insertShopAt } from './support/mapShops.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

/** km per degree of latitude on the haversine sphere */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;
const north = (from: LatLng, km: number): LatLng => ({ lat: from.lat + km / KM_PER_DEGREE, lng: from.lng });
const east = (from: LatLng, km: number): LatLng => {
  const lng = from.lng + km / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat: from.lat, lng: lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng };
};

/** The radius search's edges (server/routes/shopsMap/store.ts), far from the demo shops: each test places its own. */
describe.each(databases())('nearby shops on %s', (kind) => {
  let t: TestApp;
  const filters = (partial: Partial<MapFilters> = {}): MapFilters => ({ ...EMPTY_MAP_FILTERS, ...partial });
  const search = (centre: LatLng, radiusKm: number, limit: number, partial: Partial<MapFilters> = {}) =>
    findNearbyShops(t.db, t.handle.dialect, { centre, radiusKm, filters: filters(partial), limit });
  const idsOf = (found: { shops: Array<{ id: number }> }) => found.shops.map((s) => s.id);

  const addShop = (at: LatLng, extra: Record<string, unknown> = {}) => insertShopAt(t.db, `Shop at ${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`, at, extra);
  const activate = (shopId: number, name: string) =>
    t.db.insertInto('shop_feature_states').values({ shop_id: shopId, name, activated: 1, updated_at: new Date().toISOString() }).execute();

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('finds the shops across the antimeridian, nearest first, with their great-circle distance', async () => {
    const centre = { lat: -16.5, lng: 179.98 };
    const west = await addShop(east(centre, 1)); // over the line, at lng -179.99…
    const eastSide = await addShop(east(centre, -3));
    const beyond = await addShop(east(centre, 7));
    const found = await search(centre, 5, 10);
    expect(idsOf(found)).toEqual([west, eastSide]);
    expect(found.shops[0].distance_km).toBeCloseTo(1, 6);
    expect(found.shops[1].distance_km).toBeCloseTo(3, 6);
    expect(idsOf(await search(centre, 8, 10))).toEqual([west, eastSide, beyond]);
    expect(idsOf(await search(east(centre, 3), 4.5, 10))).toEqual([west, beyond]);
  });

  it('finds the shops around a pole, whatever their longitude', async () => {
    const centre = { lat: 89.95, lng: 0 };
    const across = await addShop({ lat: 89.96, lng: 180 }); // 11.1 km across the pole
    const beside = await addShop({ lat: 89.95, lng: 90 });
    const far = await addShop({ lat: 89.7, lng: 0 });
    const found = await search(centre, 20, 10);
    expect(idsOf(found)).toEqual([beside, across]);
    expect(found.shops.map((s) => s.distance_km)).toEqual([
      expect.closeTo(haversineKm(centre, { lat: 89.95, lng: 90 }), 9),
      expect.closeTo(haversineKm(centre, { lat: 89.96, lng: 180 }), 9),
    ]);
    expect(idsOf(await search(centre, 30, 10))).toEqual([beside, across, far]);
  });

  it('orders shops at the same distance by id, and cuts a crowd of them at the limit', async () => {
    const centre = { lat: -45, lng: -140 };
    const spot = north(centre, 0.1);
    const crowd: number[] = [];
    for (let i = 0; i < 40; i++) crowd.push(await addShop(spot));
    const nearer = await addShop(north(centre, 0.05));
    expect(await search(centre, 1, 5)).toEqual({
      shops: [nearer, ...crowd.slice(0, 4)].map((id) => ({ id, distance_km: expect.closeTo(id === nearer ? 0.05 : 0.1, 9) })),
      truncated: true,
    });
    expect(idsOf(await search(centre, 1, 30))).toEqual([nearer, ...crowd.slice(0, 29)]);
    expect(await search(centre, 1, 41)).toEqual({ shops: expect.any(Array), truncated: false });
    expect((await search(centre, 1, 40)).truncated).toBe(true);
  });

  it('reads on when the flat order the database sorts by puts a farther shop before a nearer one', async () => {
    // in a 128 km ring at 48.5°N the flat distance understates eastward gaps by ~0.8%: east of the
    // centre at 100 km and 100.05-100.25 km sorts before north at 99.5 km, which is nearer
    const centre = { lat: 48.5, lng: -150 };
    const eastShop = await addShop(east(centre, 100));
    for (let i = 0; i < 9; i++) await addShop(east(centre, 100.05 + i * 0.025));
    const northShop = await addShop(north(centre, 99.5));
    expect(await search(centre, 150, 1)).toEqual({ shops: [{ id: northShop, distance_km: expect.closeTo(99.5, 6) }], truncated: true });
    expect(idsOf(await search(centre, 150, 2))).toEqual([northShop, eastShop]);
  });

  it('returns the shop on the point for a radius of 0, and only it', async () => {
    const centre = { lat: 10.123456, lng: -150.654321 };
    const here = await addShop(centre);
    await addShop(north(centre, 0.001));
    expect(await search(centre, 0, 10)).toEqual({ shops: [{ id: here, distance_km: 0 }], truncated: false });
  });

  it('reaches shops far out through empty rings, and the nearest dense ring only as far as needed', async () => {
    const centre = { lat: 30, lng: -40 };
    const far = [await addShop(north(centre, 35)), await addShop(east(centre, 36))];
    expect(await search(centre, 40, 10)).toEqual({ shops: far.map((id) => ({ id, distance_km: expect.any(Number) })), truncated: false });
    expect(await search(centre, 34.9, 10)).toEqual({ shops: [], truncated: false });
    // a ring of 30 shops at 3 km, then 30 more at 6 km: 35 nearest = the first 30 and the 5 nearest of the next
    const inner: number[] = [];
    const outer: number[] = [];
    for (let i = 0; i < 30; i++) inner.push(await addShop(north(east(centre, 3 * Math.cos(i / 5)), 3 * Math.sin(i / 5))));
    for (let i = 0; i < 30; i++) outer.push(await addShop(north(centre, 6 + i * 0.01)));
    const found = await search(centre, 40, 35);
    expect(found.truncated).toBe(true);
    expect(new Set(idsOf(found).slice(0, 30))).toEqual(new Set(inner));
    expect(idsOf(found).slice(30)).toEqual(outer.slice(0, 5));
  });

  it('applies the filters: the indexed ones in the ring, the features on the nearest, even when few shops have them', async () => {
    const centre = { lat: -30, lng: 100 };
    const plain: number[] = [];
    for (let i = 0; i < 30; i++) plain.push(await addShop(north(centre, 0.01 * (i + 1)), { convention: 'hcr', sector: 'hospitality', nb_employees: 12 }));
    const featured: number[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await addShop(north(centre, 0.5 + i * 0.1), { convention: 'hcr', sector: 'hospitality', nb_employees: 12 });
      await activate(id, 'payroll');
      featured.push(id);
    }
    const otherConvention = await addShop(north(centre, 0.2), { convention: 'syntec', sector: 'hospitality', nb_employees: 12 });
    await activate(otherConvention, 'payroll');
    const cancelled = await addShop(north(centre, 0.3), { cancelled: 1, cancelled_at: new Date().toISOString() });
    await activate(cancelled, 'payroll');

    const all = { conventions: ['hcr' as const], sectors: ['hospitality' as const], active_employees: ['ten_twenty' as const], features: ['payroll' as const] };
    expect(await search(centre, 2, 3, all)).toEqual({ shops: featured.slice(0, 3).map((id) => ({ id, distance_km: expect.any(Number) })), truncated: true });
    expect(await search(centre, 2, 4, all)).toEqual({ shops: featured.map((id) => ({ id, distance_km: expect.any(Number) })), truncated: false });
    expect(idsOf(await search(centre, 2, 3, { features: ['payroll', 'timeclock'] }))).toEqual([otherConvention, ...featured.slice(0, 2)]);
    // the one shop of 1-10 employees is cancelled
    expect(idsOf(await search(centre, 2, 5, { active_employees: ['one_ten'] }))).toEqual([]);
    expect(idsOf(await search(centre, 0.095, 100, { conventions: ['hcr'] }))).toEqual(plain.slice(0, 9));
  });
});
