import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import type { NearbyShop } from './store.js';

/**
 * The map's shops as a JSON array text, nearest first (the MapShop schema of routes/shopsMap/index.ts).
 * The organisation's and the referent's details are copies kept on the shop (server/lists/displayCopies.ts).
 * address: street, then "postal code town", joined by ", ", empty parts left out.
 * SQLite renders the 500 rows itself (json_object), as the lists do (server/lists/pageJson.ts).
 */
export async function mapShopsJson(db: Kysely<Database>, dialect: Dialect, nearby: readonly NearbyShop[]): Promise<string> {
  if (nearby.length === 0) return '[]';
  const distances = nearby.map(({ id, distance_km }) => [id, roundKm(distance_km)]);
  if (dialect === 'sqlite') {
    const street = sql`nullif(s.address, '')`;
    const [postalCode, city] = [sql`nullif(s.postal_code, '')`, sql`nullif(s.city, '')`];
    const town = sql`coalesce(${postalCode} || ' ' || ${city}, ${postalCode}, ${city})`;
    const { rows } = await sql<{ shops: string }>`select json_group_array(json_object(
        'id', s.id, 'name', s.name, 'lat', s.lat, 'lng', s.lng, 'convention', s.convention, 'nb_employees', s.nb_employees,
        'bizdev', s.bizdev, 'coach', s.coach, 'organisation_id', s.organisation_id, 'organisation_name', s.organisation_name,
        'referent_name', trim(s.referent_name), 'referent_phone', s.referent_phone, 'referent_mail', s.referent_email,
        'address', coalesce(${street} || ', ' || ${town}, ${street}, ${town}, ''), 'distance_km', j.value ->> 1) order by j.key) as shops
      from json_each(${JSON.stringify(distances)}) j join shops s on s.id = j.value ->> 0`.execute(db);
    return rows[0].shops;
  }
  const rows = await db
    .selectFrom('shops')
    .select(['id', 'name', 'lat', 'lng', 'convention', 'nb_employees', 'bizdev', 'coach', 'address', 'postal_code', 'city'])
    .select(['organisation_id', 'organisation_name', 'referent_name', 'referent_phone', 'referent_email'])
    .where('id', '=', sql<number>`any(${nearby.map((shop) => shop.id)})`)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return JSON.stringify(
    nearby.flatMap(({ id, distance_km }) => {
      const row = byId.get(id);
      if (!row) return [];
      const town = [row.postal_code, row.city].filter(Boolean).join(' ');
      return [
        {
          id: row.id,
          name: row.name,
          lat: Number(row.lat),
          lng: Number(row.lng),
          convention: row.convention,
          nb_employees: row.nb_employees,
          bizdev: row.bizdev,
          coach: row.coach,
          organisation_id: row.organisation_id,
          organisation_name: row.organisation_name,
          referent_name: row.referent_name === null ? null : row.referent_name.trim(),
          referent_phone: row.referent_phone,
          referent_mail: row.referent_email,
          address: [row.address, town].filter(Boolean).join(', '),
          distance_km: roundKm(distance_km),
        },
      ];
    }),
  );
}

/** Distances in km to the metre (3 decimals). */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;
