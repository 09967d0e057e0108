import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { MAP_SHOPS_LIMIT } from '../../../src/contracts/shopsMap.js';
import { haversineKm, type LatLng } from '../../../src/domain/geo.js';
import { ACTIVE_EMPLOYEE_BUCKETS, type MapFilters } from '../../../src/domain/mapFilters.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { circleArea, type CircleArea } from './circleArea.js';

/** The first ring read (a dense city centre holds hundreds of shops in it); it grows until it holds the limit or reaches the radius. */
const FIRST_RING_KM = 0.25;
/** Shops read beyond `limit`: the flat order differs from the true one by a hair at the edge. */
const EXTRA_READ = 8;
/** The features filter is checked after the read: read 10% more than the share it keeps says. */
const FEATURES_MARGIN = 1.1;

export interface NearbyQuery {
  centre: LatLng;
  radiusKm: number;
  filters: MapFilters;
  limit?: number;
}

export interface NearbyShop {
  id: number;
  distance_km: number;
}

/** The filters of spec 1 §7 the covering indexes hold (values of one list are alternatives, lists combine); features: checkFeatures. */
function applyIndexedFilters(eb: ExpressionBuilder<Database, 'shops'>, filters: MapFilters) {
  // issue 16: the shops of a deleted organisation leave the map
  const conditions = [eb('shops.cancelled', '=', 0), eb('shops.organisation_deleted_at', 'is', null)];
  if (filters.conventions.length > 0) conditions.push(eb('shops.convention', 'in', filters.conventions));
  if (filters.sectors.length > 0) conditions.push(eb('shops.sector', 'in', filters.sectors));
  if (filters.active_employees.length > 0) {
    conditions.push(
      eb.or(
        filters.active_employees.map((bucket) => {
          const { min, max } = ACTIVE_EMPLOYEE_BUCKETS[bucket];
          return max === null ? eb('shops.nb_employees', '>=', min) : eb.between('shops.nb_employees', min, max);
        }),
      ),
    );
  }
  return eb.and(conditions);
}

/**
 * Whether one of `features` is activated, for each of `ids` not yet in `known` (added to it): one
 * index lookup per shop, the ids in one parameter (a JSON array on SQLite, an array on PostgreSQL)
 * so the statement stays the same whatever their number.
 */
async function checkFeatures(db: Kysely<Database>, dialect: Dialect, ids: number[], features: MapFilters['features'], known: Map<number, boolean>): Promise<void> {
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const among = dialect === 'postgres' ? sql<boolean>`shop_id = any(${unknown}::integer[])` : sql<boolean>`shop_id in (select value from json_each(${JSON.stringify(unknown)}))`;
  const rows = await db.selectFrom('shop_feature_states').select('shop_id').where('activated', '=', 1).where('name', 'in', features).where(among).execute();
  for (const id of unknown) known.set(id, false);
  for (const row of rows) known.set(Number(row.shop_id), true);
}

/** The row's flat distance in the area (see CircleArea): arithmetic only, no function call per row. */
function flatDistance(area: CircleArea, centre: LatLng): RawBuilder<number> {
  const dLat = sql`(shops.lat - ${centre.lat})`;
  if (area.lngWeight === 0) return sql<number>`${dLat} * ${dLat}`;
  const [first, second] = area.lngRanges;
  // across the antimeridian the east range's centre is the west one's + 360
  const dLng = second
    ? sql`(shops.lng - ${Math.min(first.centreLng, second.centreLng)} - case when shops.lng >= 0 then 360 else 0 end)`
    : sql`(shops.lng - ${first.centreLng})`;
  return sql<number>`${dLat} * ${dLat} + ${area.lngWeight} * ${dLng} * ${dLng}`;
}

/** The first `take` shops of the indexed filters within `km` in flat order: the box on the indexed (lat, lng) first. */
async function readRing(db: Kysely<Database>, query: NearbyQuery, area: CircleArea, km: number, take: number) {
  const flat = flatDistance(area, query.centre);
  const rows = await db
    .selectFrom('shops')
    .select(['shops.id', 'shops.lat', 'shops.lng', flat.as('flat')])
    .where('shops.lat', '>=', area.minLat)
    .where('shops.lat', '<=', area.maxLat)
    .where((eb) => eb.or(area.lngRanges.map(({ from, to }) => eb.and([eb('shops.lng', '>=', from), eb('shops.lng', '<=', to)]))))
    .where(flat, '<=', area.flatWithin(km))
    .where((eb) => applyIndexedFilters(eb, query.filters))
    .orderBy('flat')
    .orderBy('shops.id')
    .limit(take)
    .execute();
  return rows.map((row) => ({ id: Number(row.id), lat: Number(row.lat), lng: Number(row.lng), flat: Number(row.flat) }));
}

/**
 * The nearest shops within the radius, nearest first (ties by id), at most `limit`; `truncated`
 * when more exist. One query per ring, from 250 m, reads the shops in flat order (a top-N sort in
 * the database, no trigonometry), a few more than `limit`; their exact distance is computed here.
 * Read up to `take`, a ring is known whole to the distance its last shop's flat distance ensures.
 */
export async function findNearbyShops(db: Kysely<Database>, dialect: Dialect, query: NearbyQuery): Promise<{ shops: NearbyShop[]; truncated: boolean }> {
  const limit = query.limit ?? MAP_SHOPS_LIMIT;
  const { features } = query.filters;
  const enough = (share: number) => Math.ceil(((limit + 1) / share) * (features.length > 0 ? FEATURES_MARGIN : 1)) + EXTRA_READ;
  let take = enough(1);
  const featured = new Map<number, boolean>();
  let km = Math.min(query.radiusKm, FIRST_RING_KM);
  for (;;) {
    const area = circleArea(query.centre, km);
    const read = await readRing(db, query, area, km, take);
    const whole = read.length < take;
    const sureKm = whole ? km : Math.min(km, area.kmBeyond(read[read.length - 1].flat));
    const within = read.map(({ id, lat, lng }) => ({ id, distance_km: haversineKm(query.centre, { lat, lng }) })).filter((shop) => shop.distance_km <= km);
    if (features.length > 0) await checkFeatures(db, dialect, within.map((shop) => shop.id), features, featured);
    const matching = features.length > 0 ? within.filter((shop) => featured.get(shop.id)) : within;
    const sure = matching.filter((shop) => whole || shop.distance_km < sureKm).sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
    if (sure.length > limit) return { shops: sure.slice(0, limit), truncated: true };
    if (whole && km >= query.radiusKm) return { shops: sure, truncated: false };

    // the share of shops the features filter keeps, at least one in those checked
    const wanted = Math.min(take * 4, enough(within.length > 0 ? Math.max(matching.length, 1) / within.length : 1));
    if (whole) {
      // about `wanted` shops in the next ring at the density seen so far, at most 4 times the area
      const grow = read.length > 0 ? Math.min(2, Math.max(1.25, Math.sqrt(wanted / read.length) * 1.15)) : 2;
      km = Math.min(query.radiusKm, km * grow);
      take = Math.max(take, wanted);
    } else {
      take = Math.max(Math.ceil(take * 1.5), wanted);
    }
  }
}
