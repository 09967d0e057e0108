import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 6: the shops map's radius search (server/map/nearbyShops.ts). Append-only.
 * - the bounding box scans (lat, lng); the filtered columns and the id ride along so the scan never
 *   reads the table (a covering index: 57,000 shops within 10 km of Paris at 200,000 shops);
 * - a convention filter starts from the agreement instead (the most common filter, and the most selective);
 * - the features filter checks activated states in a partial index only.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    // id last: PostgreSQL's index-only scan needs it (SQLite's indexes hold the rowid anyway)
    const mapColumns = ['cancelled', 'sector', 'nb_employees', 'id'];
    await db.schema
      .createIndex('shops_map_geo_idx')
      .on('shops')
      .columns(['lat', 'lng', 'convention', ...mapColumns])
      .execute();
    await db.schema
      .createIndex('shops_map_convention_idx')
      .on('shops')
      .columns(['convention', 'lat', 'lng', ...mapColumns])
      .execute();
    await db.schema
      .createIndex('shop_feature_states_activated_idx')
      .on('shop_feature_states')
      .columns(['shop_id', 'name'])
      .where(sql.ref('activated'), '=', 1)
      .execute();
  };
}
