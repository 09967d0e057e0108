import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConventionCode } from '../../src/domain/conventions.js';
import { haversineKm, type LatLng } from '../../src/domain/geo.js';
import { ACTIVE_EMPLOYEE_BUCKETS, type MapFilters } from '../../src/domain/mapFilters.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { findNearbyShops } from '../../server/routes/shopsMap/store.js';
import { call } from './support/http.js';
import { insertShopAt } from './support/mapShops.js';
import { databases, signedInApp, TEST_JWT_SECRET, type TestApp } from './support/testApp.js';

const MAP = '/super_admin/api/map_shops';
const FILTERS = '/super_admin/api/fetch_filters';
/** km per degree of latitude on the haversine sphere */
const KM_PER_DEGREE = (6371.0088 * Math.PI) / 180;

interface MapShop {
  id: number;
  name: string;
  lat: number;
  lng: number;
  convention: string | null;
  nb_employees: number;
  bizdev: string | null;
  coach: string | null;
  organisation_name: string;
  referent_name: string | null;
  referent_phone: string | null;
  referent_mail: string | null;
  address: string;
  distance_km: number;
}

/** A local stand-in of the national address API (GeoJSON /search) answering what the test says. */
async function fakeGeocoder(answer: (q: string) => { status: number; body: unknown } | 'hang'): Promise<{ url: string; close: () => Promise<void>; queries: string[] }> {
  const queries: string[] = [];
  const server: Server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    queries.push(q);
    const reply = answer(q);
    if (reply === 'hang') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/search/`,
    queries,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe.each(databases())('shops map on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const search = (query: Record<string, string | number>, headers: Record<string, string> = {}) =>
    call(t.app, token, { url: MAP, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), headers });
  const shopsOf = async (query: Record<string, string | number>) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { shops: MapShop[]; searched_lat: number; searched_lng: number; searched_label: string; truncated: boolean };
  };

  /** A shop the test places itself, in the first organisation. */
  const addShop = (name: string, at: LatLng, extra: Record<string, unknown> = {}) => insertShopAt(t.db, name, at, extra);

  /** the last shop id of the seed: the tests add theirs after it */
  let lastSeededShop: number;
  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    lastSeededShop = (await t.db.selectFrom('shops').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  describe('fetch_filters', () => {
    it('lists the 13 conventions, the 9 sectors and the shop features, in French by default', async () => {
      const response = await call(t.app, token, { url: FILTERS });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.conventions).toHaveLength(13);
      expect(body.conventions[0]).toEqual({ id: 'hcr', label: 'Hôtels, cafés, restaurants (HCR)' });
      expect(body.sectors).toHaveLength(9);
      expect(body.sectors).toContainEqual({ id: 'hospitality', label: 'Hôtellerie-restauration' });
      expect(body.features).toContainEqual({ id: 'timeclock', label: 'Badgeuse' });
    });

    it('labels in the language of Accept-Language: English for en and the other locales, French for fr-*', async () => {
      const labels = async (language: string) => (await call(t.app, token, { url: FILTERS, headers: { 'accept-language': language } })).json();
      expect((await labels('en')).sectors).toContainEqual({ id: 'hospitality', label: 'Hospitality' });
      expect((await labels('de-DE,de;q=0.9')).features).toContainEqual({ id: 'timeclock', label: 'Time clock' });
      expect((await labels('fr-CH')).conventions[0].label).toBe('Hôtels, cafés, restaurants (HCR)');
      expect((await labels('en-GB,fr;q=0.5')).conventions[0].label).toBe('Hotels, cafés and restaurants (HCR)');
    });

    it('needs a super-admin token, and no permission flag', async () => {
      expect((await call(t.app, null, { url: FILTERS })).statusCode).toBe(401);
      expect((await call(t.app, null, { url: MAP, query: { search_address: 'Lyon' } })).statusCode).toBe(401);
      const restricted = await t.tokenOf('restrictedAdmin');
      expect((await call(t.app, restricted, { url: FILTERS })).statusCode).toBe(200);
      expect((await call(t.app, restricted, { url: MAP, query: { search_address: 'Lyon' } })).statusCode).toBe(200);
    });
  });

  describe('radius', () => {
    let centre: LatLng;
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      // Aurillac holds no demo shop: the test's shops are alone there
      const found = await shopsOf({ search_address: '15000 Aurillac', search_radius: 50 });
      expect(found.shops).toEqual([]);
      centre = { lat: found.searched_lat, lng: found.searched_lng };
      const north = (km: number) => ({ lat: centre.lat + km / KM_PER_DEGREE, lng: centre.lng });
      const east = (km: number) => ({ lat: centre.lat, lng: centre.lng + km / (KM_PER_DEGREE * Math.cos((centre.lat * Math.PI) / 180)) });
      ids.centre = await addShop('Au centre', centre);
      ids.inside = await addShop('Juste dedans', north(2.995));
      ids.outside = await addShop('Juste dehors', north(3.005));
      ids.eastInside = await addShop('Est dedans', east(2.99));
      ids.eastOutside = await addShop('Est dehors', east(3.01));
      ids.cancelled = await addShop('Fermé', north(1), { cancelled: 1, cancelled_at: new Date().toISOString() });
    });

    it('keeps a shop just inside the radius and leaves one just outside, north and east', async () => {
      const { shops, truncated } = await shopsOf({ search_address: 'Aurillac', search_radius: 3 });
      expect(shops.map((s) => s.id)).toEqual([ids.centre, ids.eastInside, ids.inside]);
      expect(truncated).toBe(false);
      expect(shops.map((s) => s.distance_km)).toEqual([0, 2.99, 2.995]);
      const wider = await shopsOf({ search_address: 'Aurillac', search_radius: 3.02 });
      expect(wider.shops.map((s) => s.id)).toEqual([ids.centre, ids.eastInside, ids.inside, ids.outside, ids.eastOutside]);
    });

    it('returns only the shop on the searched point for a radius of 0', async () => {
      const { shops } = await shopsOf({ search_address: 'Aurillac', search_radius: 0 });
      expect(shops.map((s) => s.id)).toEqual([ids.centre]);
    });

    it('never returns cancelled shops', async () => {
      const { shops } = await shopsOf({ search_address: 'Aurillac', search_radius: 10 });
      expect(shops.map((s) => s.id)).not.toContain(ids.cancelled);
      expect(shops).toHaveLength(5);
    });

    it('defaults to a radius of 1 km', async () => {
      const { shops } = await shopsOf({ search_address: 'Aurillac' });
      expect(shops.map((s) => s.id)).toEqual([ids.centre]);
    });

    it('caps the answer to the nearest shops and says it is truncated', async () => {
      const found = await findNearbyShops(t.db, t.handle.dialect, { centre, radiusKm: 3.02, filters: noFilter(), limit: 3 });
      expect(found).toEqual({
        shops: [ids.centre, ids.eastInside, ids.inside].map((id) => ({ id, distance_km: expect.any(Number) })),
        truncated: true,
      });
      const exact = await findNearbyShops(t.db, t.handle.dialect, { centre, radiusKm: 3.02, filters: noFilter(), limit: 5 });
      expect(exact.truncated).toBe(false);
    });
  });

  describe('answer', () => {
    it('returns every map-shop field, nearest first, within the radius of the geocoded address', async () => {
      const city = await t.db.selectFrom('shops').select(['city', 'lat', 'lng']).where('country', '=', 'FR').where('cancelled', '=', 0).orderBy('id').executeTakeFirstOrThrow();
      const body = await shopsOf({ search_address: city.city!, search_radius: 5 });
      expect(body.searched_label).toContain(city.city);
      expect(haversineKm({ lat: body.searched_lat, lng: body.searched_lng }, { lat: city.lat!, lng: city.lng! })).toBeLessThan(2);
      const all = await t.db.selectFrom('shops').select(['id', 'lat', 'lng']).where('cancelled', '=', 0).execute();
      const expected = all.filter((s) => haversineKm({ lat: body.searched_lat, lng: body.searched_lng }, { lat: s.lat!, lng: s.lng! }) <= 5);
      expect(body.shops.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
      expect(body.shops.length).toBeGreaterThan(0);
      const distances = body.shops.map((s) => s.distance_km);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const shop = body.shops[0];
      expect(Object.keys(shop).sort()).toEqual(
        ['id', 'name', 'lat', 'lng', 'convention', 'nb_employees', 'bizdev', 'coach', 'organisation_id', 'organisation_name', 'referent_name', 'referent_phone', 'referent_mail', 'address', 'distance_km'].sort(),
      );
      const row = await t.db
        .selectFrom('shops')
        .innerJoin('organisations', 'organisations.id', 'shops.organisation_id')
        .innerJoin('users', 'users.id', 'shops.referent_user_id')
        .select(['shops.name', 'shops.address', 'shops.postal_code', 'shops.city', 'organisations.name as organisation', 'users.first_name', 'users.last_name', 'users.email', 'users.phone'])
        .where('shops.id', '=', shop.id)
        .executeTakeFirstOrThrow();
      expect(shop).toMatchObject({
        name: row.name,
        organisation_name: row.organisation,
        referent_name: `${row.first_name} ${row.last_name}`,
        referent_mail: row.email,
        referent_phone: row.phone,
        address: `${row.address}, ${row.postal_code} ${row.city}`,
      });
    });

    it('writes the address without its missing parts, and the coordinates exactly as stored', async () => {
      const at = { lat: 44.9262, lng: 2.4439 };
      const cases = [
        { name: 'Adresse complète', extra: { address: '2 rue "Haute" \\ bis', postal_code: '15000', city: 'Aurillac' }, address: '2 rue "Haute" \\ bis, 15000 Aurillac' },
        { name: 'Sans rue', extra: { address: '', postal_code: '15000', city: 'Aurillac' }, address: '15000 Aurillac' },
        { name: 'Sans code postal', extra: { address: '3 place X', postal_code: null, city: 'Aurillac' }, address: '3 place X, Aurillac' },
        { name: 'Sans ville', extra: { address: '4 place Y', postal_code: '15000', city: '' }, address: '4 place Y, 15000' },
        { name: 'Rue seule', extra: { address: '5 rue Z', postal_code: '', city: null }, address: '5 rue Z' },
        { name: 'Sans rien', extra: { address: null, postal_code: null, city: null }, address: '' },
      ];
      const ids = new Map<number, string>();
      const latitudes = new Map<number, number>();
      for (const [i, c] of cases.entries()) {
        const lat = at.lat + i * 0.00001 + Math.PI * 1e-9;
        const id = await addShop(`Adresse ${c.name}`, { lat, lng: at.lng }, c.extra);
        ids.set(id, c.address);
        latitudes.set(id, lat);
      }
      const response = await search({ search_address: 'Aurillac', search_radius: 50 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json() as { shops: MapShop[] };
      const found = body.shops.filter((shop) => ids.has(shop.id));
      expect(found).toHaveLength(cases.length);
      for (const shop of found) expect(shop.address).toBe(ids.get(shop.id));
      for (const shop of found) expect(shop.lat).toBe(latitudes.get(shop.id));
      for (const shop of found) expect(shop).toMatchObject({ lat: expect.any(Number), referent_name: null, referent_mail: null, distance_km: expect.any(Number) });
      await t.db.deleteFrom('shops').where('id', 'in', [...ids.keys()]).execute();
    });
  });

  describe('filters', () => {
    /** Every shop of France, with what the filters look at. */
    let everything: Array<{ id: number; convention: string | null; sector: string | null; nb_employees: number; features: string[] }>;
    const query = (filters: Partial<MapFilters>) => ({ search_address: 'Bourges', search_radius: 1500, filters: JSON.stringify(filters) });
    const idsFor = async (filters: Partial<MapFilters>) => (await shopsOf(query(filters))).shops.map((s) => s.id).sort((a, b) => a - b);
    const expectedFor = (keep: (shop: (typeof everything)[number]) => boolean) => everything.filter(keep).map((s) => s.id).sort((a, b) => a - b);
    const inBuckets = (count: number, buckets: (keyof typeof ACTIVE_EMPLOYEE_BUCKETS)[]) =>
      buckets.some((b) => count >= ACTIVE_EMPLOYEE_BUCKETS[b].min && (ACTIVE_EMPLOYEE_BUCKETS[b].max === null || count <= ACTIVE_EMPLOYEE_BUCKETS[b].max!));

    beforeAll(async () => {
      const shops = await t.db.selectFrom('shops').select(['id', 'convention', 'sector', 'nb_employees']).where('cancelled', '=', 0).where('country', '=', 'FR').orderBy('id').execute();
      // feature states: the test decides them (timeclock on every other shop, payroll on every third)
      await t.db.deleteFrom('shop_feature_states').execute();
      const now = new Date().toISOString();
      const states = shops.flatMap((s, i) => [
        { shop_id: s.id, name: 'timeclock', activated: i % 2 === 0 ? 1 : 0, updated_at: now },
        { shop_id: s.id, name: 'payroll', activated: i % 3 === 0 ? 1 : 0, updated_at: now },
      ]);
      await t.db.insertInto('shop_feature_states').values(states).execute();
      everything = shops.map((s, i) => ({ ...s, features: [...(i % 2 === 0 ? ['timeclock'] : []), ...(i % 3 === 0 ? ['payroll'] : [])] }));
      expect(await idsFor({})).toEqual(expectedFor(() => true));
    });

    it('filters by convention', async () => {
      const common = everything.find((s) => s.convention)!.convention as ConventionCode;
      expect(await idsFor({ conventions: [common] })).toEqual(expectedFor((s) => s.convention === common));
      expect(await idsFor({ conventions: [common] })).not.toHaveLength(0);
      expect(await idsFor({ conventions: ['syntec', 'pharmacie'] })).toEqual(expectedFor((s) => ['syntec', 'pharmacie'].includes(s.convention!)));
    });

    it('filters by sector', async () => {
      expect(await idsFor({ sectors: ['hospitality'] })).toEqual(expectedFor((s) => s.sector === 'hospitality'));
      expect(await idsFor({ sectors: ['retail', 'health'] })).toEqual(expectedFor((s) => ['retail', 'health'].includes(s.sector!)));
    });

    it('filters by active-employee bucket, bounds included', async () => {
      for (const bucket of Object.keys(ACTIVE_EMPLOYEE_BUCKETS) as (keyof typeof ACTIVE_EMPLOYEE_BUCKETS)[]) {
        expect(await idsFor({ active_employees: [bucket] }), bucket).toEqual(expectedFor((s) => inBuckets(s.nb_employees, [bucket])));
      }
      expect(await idsFor({ active_employees: ['one_ten', 'sixty_plus'] })).toEqual(expectedFor((s) => inBuckets(s.nb_employees, ['one_ten', 'sixty_plus'])));
    });

    it('puts a shop of exactly 10, 11, 60 and 61 employees in the right bucket', async () => {
      const at = { lat: 47.0811, lng: 2.3988 };
      const made: Record<number, number> = {};
      for (const n of [0, 10, 11, 60, 61]) made[n] = await addShop(`Effectif ${n}`, at, { nb_employees: n, convention: 'syntec', sector: 'services' });
      const near = async (buckets: (keyof typeof ACTIVE_EMPLOYEE_BUCKETS)[]) =>
        (await shopsOf({ search_address: 'Bourges', search_radius: 20, filters: JSON.stringify({ active_employees: buckets, conventions: ['syntec'] }) })).shops
          .map((s) => s.id)
          .filter((id) => Object.values(made).includes(id))
          .sort((a, b) => a - b);
      try {
        expect(await near(['one_ten'])).toEqual([made[10]]);
        expect(await near(['ten_twenty'])).toEqual([made[11]]);
        expect(await near(['twenty_forty'])).toEqual([]);
        expect(await near(['forty_sixty'])).toEqual([made[60]]);
        expect(await near(['sixty_plus'])).toEqual([made[61]]);
        expect(await near([])).toEqual(Object.values(made).sort((a, b) => a - b));
      } finally {
        await t.db.deleteFrom('shops').where('id', 'in', Object.values(made)).execute();
      }
    });

    it('filters by activated feature', async () => {
      expect(await idsFor({ features: ['timeclock'] })).toEqual(expectedFor((s) => s.features.includes('timeclock')));
      expect(await idsFor({ features: ['timeclock', 'payroll'] })).toEqual(expectedFor((s) => s.features.length > 0));
      expect(await idsFor({ features: ['shift_popular'] })).toEqual([]);
    });

    it('combines the filters (each list an alternative, the lists all required)', async () => {
      const sample = everything.find((s) => s.convention && s.sector && s.nb_employees > 0 && s.features.includes('timeclock'))!;
      const bucket = (Object.keys(ACTIVE_EMPLOYEE_BUCKETS) as (keyof typeof ACTIVE_EMPLOYEE_BUCKETS)[]).find((b) => inBuckets(sample.nb_employees, [b]))!;
      const filters = { conventions: [sample.convention as never, 'syntec' as never], sectors: [sample.sector as never], active_employees: [bucket], features: ['timeclock' as never] };
      const expected = expectedFor(
        (s) => [sample.convention, 'syntec'].includes(s.convention) && s.sector === sample.sector && inBuckets(s.nb_employees, [bucket]) && s.features.includes('timeclock'),
      );
      expect(expected).toContain(sample.id);
      expect(await idsFor(filters)).toEqual(expected);
      expect(await idsFor({ conventions: [sample.convention as never], sectors: ['construction'] })).toEqual(
        expectedFor((s) => s.convention === sample.convention && s.sector === 'construction'),
      );
    });

    it('treats empty lists and null as no filter', async () => {
      expect(await idsFor({ conventions: [], sectors: [], active_employees: [], features: [] })).toEqual(expectedFor(() => true));
      expect(await idsFor({ conventions: null as never })).toEqual(expectedFor(() => true));
    });
  });

  describe('geocoding', () => {
    const searched = async (address: string) => {
      const body = await shopsOf({ search_address: address, search_radius: 1 });
      return { lat: body.searched_lat, lng: body.searched_lng, label: body.searched_label };
    };

    it('reads a full address with its postal code, a town, a postal code and an arrondissement', async () => {
      const full = await searched('12 rue de la République, 69002 Lyon');
      expect(full.label).toBe('Lyon 2e Arrondissement (69002)');
      expect(await searched('69002')).toEqual(full);
      expect(await searched('Lyon 2e')).toMatchObject({ lat: full.lat, lng: full.lng });
      expect((await searched('Lyon')).label).toBe('Lyon');

      const paris11 = await searched('Paris 11e');
      expect(paris11.label).toBe('Paris 11e Arrondissement (75011)');
      expect(haversineKm(paris11, { lat: 48.859, lng: 2.38 })).toBeLessThan(1.5);
      for (const form of ['Paris 11', '75011', '11e arrondissement de Paris', '42 rue Oberkampf, 75011 Paris', 'PARIS 11E']) {
        expect(await searched(form), form).toEqual(paris11);
      }
      expect((await searched('13001')).label).toBe('Marseille 1er Arrondissement (13001)');
    });

    it('reads an address without a postal code, whatever its accents and case', async () => {
      const reference = await searched('Saint-Étienne');
      expect(reference.label).toBe('Saint-Étienne');
      for (const form of ['saint etienne', 'SAINT-ETIENNE', 'St-Étienne', '3 place Jean Jaurès, Saint-Étienne', '42000 Saint-Étienne']) {
        expect(await searched(form), form).toMatchObject({ lat: reference.lat, lng: reference.lng });
      }
      expect((await searched('12 avenue des Champs-Élysées Paris')).label).toBe('Paris');
      expect((await searched('Nîmes')).label).toBe((await searched('nimes')).label);
    });

    it('places the demo shops where their address says', async () => {
      const shops = await t.db.selectFrom('shops').select(['address', 'postal_code', 'city', 'country', 'lat', 'lng']).where('id', '<=', lastSeededShop).execute();
      expect(shops.length).toBeGreaterThan(10);
      for (const shop of shops) {
        const address = `${shop.address}, ${shop.postal_code} ${shop.city}${shop.country === 'FR' ? '' : `, ${shop.country === 'BE' ? 'Belgique' : shop.country === 'CH' ? 'Suisse' : shop.country === 'ES' ? 'España' : 'Deutschland'}`}`;
        const place = await searched(address);
        expect(haversineKm(place, { lat: shop.lat!, lng: shop.lng! }), address).toBeLessThan(2);
      }
    });

    it('finds the neighbouring countries’ cities the demo uses', async () => {
      expect((await searched('Rue Neuve 12, 1000 Bruxelles')).label).toBe('Brussels (BE)');
      expect((await searched('Genève')).label).toBe('Geneva (CH)');
      expect((await searched('Calle Mayor, 12, 28013 Madrid')).label).toBe('Madrid (ES)');
      expect((await searched('München')).label).toBe('Munich (DE)');
    });

    it('answers 422 address_not_found for an address it cannot place', async () => {
      for (const address of ['Atlantide', 'zzzz qqqq', '00000']) {
        const response = await search({ search_address: address, search_radius: 1 });
        expect(response.statusCode, address).toBe(422);
        expect(response.json()).toMatchObject({ error: 'address_not_found', message: expect.stringContaining(address) });
      }
    });

    it('asks GEOCODER_URL first and falls back to the offline table when it fails or guesses', async () => {
      const remote = await fakeGeocoder((q) =>
        q.includes('Tour Eiffel')
          ? { status: 200, body: { type: 'FeatureCollection', features: [{ geometry: { type: 'Point', coordinates: [2.2945, 48.8584] }, properties: { label: 'Tour Eiffel 75007 Paris', score: 0.93 } }] } }
          : q.includes('guess')
            ? { status: 200, body: { features: [{ geometry: { coordinates: [0, 0] }, properties: { label: 'Nowhere', score: 0.2 } }] } }
            : { status: 503, body: { error: 'down' } },
      );
      // the same database, the same signing key: a second app whose only difference is GEOCODER_URL
      const other = await buildApp({
        config: { ...loadConfig({ NODE_ENV: 'test' }), jwtSecret: TEST_JWT_SECRET, geocoderUrl: remote.url },
        database: t.handle,
        logger: false,
        staticDir: join(tmpdir(), 'console-test-no-dist'),
      });
      try {
        const ask = async (address: string) => (await call(other, token, { url: MAP, query: { search_address: address } })).json();
        expect(await ask('Tour Eiffel, Paris')).toMatchObject({ searched_lat: 48.8584, searched_lng: 2.2945, searched_label: 'Tour Eiffel 75007 Paris' });
        expect(remote.queries).toContain('Tour Eiffel, Paris');
        expect(await ask('Lyon')).toMatchObject({ searched_label: 'Lyon' });
        expect(await ask('a guess in Lyon')).toMatchObject({ searched_label: 'Lyon' });
      } finally {
        await other.close();
        await remote.close();
      }
    });
  });

  describe('bad input', () => {
    const rejected = async (query: Record<string, string | number>) => {
      const response = await search(query);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body.error).toBe('validation_failed');
      return body.details as Array<{ path: string; message: string }>;
    };

    it('refuses filters that are not JSON, not an object, or hold unknown keys or values', async () => {
      expect(await rejected({ search_address: 'Lyon', filters: '{conventions:' })).toEqual([{ path: 'filters', message: 'is not valid JSON' }]);
      expect((await rejected({ search_address: 'Lyon', filters: '[1,2]' }))[0].path).toBe('filters');
      expect((await rejected({ search_address: 'Lyon', filters: '"hcr"' }))[0].path).toBe('filters');
      expect(await rejected({ search_address: 'Lyon', filters: JSON.stringify({ active_employees: ['one_ten', 'eleven'] }) })).toEqual([
        { path: 'filters.active_employees.1', message: expect.stringContaining('unknown active-employee bucket "eleven"') },
      ]);
      expect((await rejected({ search_address: 'Lyon', filters: JSON.stringify({ conventions: ['bogus'] }) }))[0].path).toBe('filters.conventions.0');
      expect((await rejected({ search_address: 'Lyon', filters: JSON.stringify({ sectors: 'retail' }) }))[0]).toEqual({ path: 'filters.sectors', message: 'must be a list' });
      expect((await rejected({ search_address: 'Lyon', filters: JSON.stringify({ features: [42] }) }))[0].path).toBe('filters.features.0');
      expect((await rejected({ search_address: 'Lyon', filters: JSON.stringify({ colour: ['red'] }) }))[0].path).toBe('filters.colour');
    });

    it('refuses a negative, non-numeric or absurd radius', async () => {
      expect((await rejected({ search_address: 'Lyon', search_radius: -1 }))[0].path).toBe('search_radius');
      expect((await rejected({ search_address: 'Lyon', search_radius: 'far' }))[0].path).toBe('search_radius');
      expect((await rejected({ search_address: 'Lyon', search_radius: 1e9 }))[0].path).toBe('search_radius');
    });

    it('refuses a missing or blank address', async () => {
      expect((await rejected({ search_radius: 1 }))[0].path).toBe('search_address');
      expect((await rejected({ search_address: '   ' }))[0].path).toBe('search_address');
    });

    it('answers SQL and markup in the address with a 422, never a 500', async () => {
      for (const address of ["'; drop table shops; --", '<script>alert(1)</script>', '%%%', '😀']) {
        expect((await search({ search_address: address })).statusCode, address).toBe(422);
      }
      expect(await t.db.selectFrom('shops').select('id').limit(1).execute()).toHaveLength(1);
    });
  });
});

function noFilter(): MapFilters {
  return { conventions: [], sectors: [], active_employees: [], features: [] };
}
