import type { Kysely } from 'kysely';
import type { LatLng } from '../../../src/domain/geo.js';
import type { Database } from '../../../server/db/types/index.js';
import { shopOrganisationColumns } from '../../../server/lists/displayCopies.js';
import { shopSortKeys } from '../../../server/lists/sortKeys.js';

/**
 * A shop the map tests place themselves, in the first organisation (with its copies and sort keys):
 * a sport shop of 5 employees in Aurillac unless `extra` says otherwise.
 */
export async function insertShopAt(db: Kysely<Database>, name: string, at: LatLng, extra: Record<string, unknown> = {}): Promise<number> {
  const organisation = await db.selectFrom('organisations').select(['id', 'name', 'status']).orderBy('id').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const row = await db
    .insertInto('shops')
    .values({
      organisation_id: organisation.id,
      name,
      address: '1 place de Test',
      postal_code: '15000',
      city: 'Aurillac',
      country: 'FR',
      lat: at.lat,
      lng: at.lng,
      convention: 'sport',
      sector: 'leisure',
      nb_employees: 5,
      timezone: 'Europe/Paris',
      badging: 0,
      automatic_planning_active: 0,
      flexible_convention: 0,
      cancelled: 0,
      created_at: now,
      updated_at: now,
      ...shopSortKeys({ name }, organisation, null),
      ...shopOrganisationColumns(organisation),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
