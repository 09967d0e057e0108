import { sql, type ExpressionBuilder, type Kysely, type RawBuilder } from 'kysely';
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from '../../src/domain/geo.js';
import { ACTIVE_EMPLOYEE_BUCKETS, type MapFilters } from '../../src/domain/mapFilters.js';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types.js';

/** At most this many shops per answer, the nearest (spec 1 §2.8 shows them all as markers and cards). */
export const MAP_SHOPS_LIMIT = 500;
/** The first ring searched (a dense city centre holds hundreds of shops in it); it grows until it holds the limit or reaches the radius. */
const FIRST_RING_KM = 0.25;

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

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Haversine distance in km from `centre` to the row's (lat, lng), computed by the database:
 * sin, cos, asin, sqrt and radians exist in PostgreSQL and in SQLite (better-sqlite3 builds it with
 * SQLITE_ENABLE_MATH_FUNCTIONS). The sqrt argument is capped at 1 (rounding near the antipode).
 */
function haversineSql(dialect: Dialect, centre: LatLng): RawBuilder<number> {
  const lat0 = toRadians(centre.lat);
  const lng0 = toRadians(centre.lng);
  const halfDLat = sql`sin((radians(lat) - ${lat0}) / 2)`;
  const halfDLng = sql`sin((radians(lng) - ${lng0}) / 2)`;
  const h = sql`${halfDLat} * ${halfDLat} + ${Math.cos(lat0)} * cos(radians(lat)) * ${halfDLng} * ${halfDLng}`;
  const capped = dialect === 'postgres' ? sql`least(1.0, ${h})` : sql`min(1.0, ${h})`;
  return sql<number>`${sql.lit(2 * EARTH_RADIUS_KM)} * asin(sqrt(${capped}))`;
}

/** Every filter of spec 1 §7: values of one list are alternatives, lists combine. */
function applyFilters(eb: ExpressionBuilder<Database, 'shops'>, filters: MapFilters) {
  const conditions = [eb('shops.cancelled', '=', 0)];
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
  if (filters.features.length > 0) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom('shop_feature_states as f')
          .select(sql.lit(1).as('one'))
          .whereRef('f.shop_id', '=', 'shops.id')
          .where('f.activated', '=', 1)
          .where('f.name', 'in', filters.features),
      ),
    );
  }
  return eb.and(conditions);
}

/** One query: the shops of one ring, the bounding box on the indexed (lat, lng) first, then the exact distance. */
async function ring(db: Kysely<Database>, dialect: Dialect, query: NearbyQuery, radiusKm: number, take: number): Promise<NearbyShop[]> {
  const box = boundingBox(query.centre, radiusKm);
  const inner = db
    .selectFrom('shops')
    .select(['shops.id', haversineSql(dialect, query.centre).as('distance_km')])
    .where('shops.lat', '>=', box.minLat)
    .where('shops.lat', '<=', box.maxLat)
    .where((eb) => eb.or(box.lngRanges.map(([from, to]) => eb.and([eb('shops.lng', '>=', from), eb('shops.lng', '<=', to)]))))
    .where((eb) => applyFilters(eb, query.filters));
  const rows = await db
    .selectFrom(inner.as('near'))
    .select(['near.id', 'near.distance_km'])
    .where('near.distance_km', '<=', radiusKm)
    .orderBy('near.distance_km')
    .orderBy('near.id')
    .limit(take)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), distance_km: Number(r.distance_km) }));
}

/**
 * The nearest shops within the radius, nearest first (ties by id), at most `limit`; `truncated`
 * when more exist. Rings grow from 250 m so a dense city answers from a small part of the index:
 * once a ring holds more than `limit` shops, the nearest `limit` of all are in it.
 */
export async function findNearbyShops(db: Kysely<Database>, dialect: Dialect, query: NearbyQuery): Promise<{ shops: NearbyShop[]; truncated: boolean }> {
  const limit = query.limit ?? MAP_SHOPS_LIMIT;
  let radius = Math.min(query.radiusKm, FIRST_RING_KM);
  for (;;) {
    const found = await ring(db, dialect, query, radius, limit + 1);
    if (found.length > limit) return { shops: found.slice(0, limit), truncated: true };
    if (radius >= query.radiusKm) return { shops: found, truncated: false };
    // the next ring should hold about `limit` shops at the density seen so far; shops crowd around
    // city centres, so it grows by 1.4 to 2 (2 to 4 times the area), by 3 across an empty ring
    const grow = found.length > 0 ? Math.min(2, Math.max(Math.SQRT2, Math.sqrt((limit + 1) / found.length) * 1.15)) : 3;
    radius = Math.min(query.radiusKm, radius * grow);
  }
}
