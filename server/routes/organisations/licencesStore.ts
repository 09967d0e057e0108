import type { Kysely, Selectable } from 'kysely';
import type { License } from '../../../src/contracts/licences.js';
import type { Database, LicensesTable } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** Queries and writes of an organisation's licences (spec 2 §2.1 licences tab), in the caller's transaction. */

const COLUMNS = ['id', 'name', 'position', 'visible', 'active', 'original_type'] as const;

export const licenseToApi = (row: Pick<Selectable<LicensesTable>, (typeof COLUMNS)[number]>): License => ({
  id: row.id,
  name: row.name,
  position: row.position,
  visible: row.visible === 1,
  active: row.active === 1,
  original_type: row.original_type,
});

/** Every licence of the organisation, by position (then id, for licences sharing one). */
export async function organisationLicenses(db: Kysely<Database>, organisationId: number): Promise<License[]> {
  const rows = await db
    .selectFrom('licenses')
    .select(COLUMNS)
    .where('organisation_id', '=', organisationId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(licenseToApi);
}

/** One licence of the organisation; 404 not_found when unknown or another organisation's. */
export async function findOrganisationLicense(db: Kysely<Database>, organisationId: number, licenseId: number): Promise<License> {
  const row = await db
    .selectFrom('licenses')
    .select(COLUMNS)
    .where('id', '=', licenseId)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No licence ${licenseId} in organisation ${organisationId}.`);
  return licenseToApi(row);
}

export async function setLicenseFlags(db: Kysely<Database>, licenseId: number, flags: { visible?: boolean; active?: boolean }): Promise<void> {
  const changes = {
    ...(flags.visible !== undefined ? { visible: flags.visible ? 1 : 0 } : {}),
    ...(flags.active !== undefined ? { active: flags.active ? 1 : 0 } : {}),
  } as const;
  await db.updateTable('licenses').set(changes).where('id', '=', licenseId).execute();
}
