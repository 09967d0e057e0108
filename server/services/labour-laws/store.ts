import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { storedObject, storedStrings } from '../../db/storedJson.js';
import type { Database, LabourLawsTable } from '../../db/types/index.js';
import type { LabourLawBody } from '../../../src/contracts/labourLaws.js';

export type LabourLawRow = Selectable<LabourLawsTable>;

/** The identity of a law as stored: country upper case. */
export interface LawIdentity {
  country: string;
  scope: string;
  key: string;
}

/** `fr/agreement/fr_hcr`: the audit entity id of a law (its API identity, readable after deletion). */
export const auditIdOf = (law: LawIdentity) => `${law.country.toLowerCase()}/${law.scope}/${law.key}`;

export function toApiLaw(row: LabourLawRow, usedByShops?: number): LabourLawBody {
  const body: LabourLawBody = {
    country: row.country.toLowerCase(),
    scope: row.scope,
    key: row.key,
    name: row.name,
    alerts: storedStrings(row.alerts),
    absencesWithOwedMeal: storedStrings(row.absences_with_owed_meal),
    rules: storedObject(row.rules),
    enabled: !!row.enabled,
  };
  if (usedByShops !== undefined) body.usedByShops = usedByShops;
  return body;
}

/** The law's state for audit rows (before/after). */
export const auditState = (row: LabourLawRow) => toApiLaw(row);

/** fr_hotel_restaurant -> "Hotel restaurant": a display name for laws created without one. */
export function nameFromKey(key: string): string {
  const words = key.split('_').filter(Boolean).slice(1).join(' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}

export function findLaw(db: Kysely<Database>, identity: LawIdentity): Promise<LabourLawRow | undefined> {
  return db
    .selectFrom('labour_laws')
    .selectAll()
    .where('country', '=', identity.country)
    .where('scope', '=', identity.scope)
    .where('key', '=', identity.key)
    .executeTakeFirst();
}

/** How many shops follow each of these laws (absent ids: none). */
export async function shopCounts(db: Kysely<Database>, lawIds: readonly number[]): Promise<Map<number, number>> {
  if (lawIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('shops')
    .select(['labour_law_id', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('labour_law_id', 'in', [...lawIds])
    .groupBy('labour_law_id')
    .execute();
  return new Map(rows.map((row) => [Number(row.labour_law_id), Number(row.n)]));
}

export async function shopCount(db: Kysely<Database>, lawId: number): Promise<number> {
  return (await shopCounts(db, [lawId])).get(lawId) ?? 0;
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The laws of a country by name (accent- and case-insensitive, the same on both databases), then key. */
export async function listLaws(db: Kysely<Database>, country: string): Promise<LabourLawBody[]> {
  const rows = await db.selectFrom('labour_laws').selectAll().where('country', '=', country).execute();
  const counts = await shopCounts(db, rows.map((row) => row.id));
  return rows
    .sort((a, b) => collator.compare(a.name, b.name) || a.key.localeCompare(b.key))
    .map((row) => toApiLaw(row, counts.get(row.id) ?? 0));
}

/** Writes a law's new fields; the row as stored. */
export function updateLaw(trx: Kysely<Database>, id: number, fields: Updateable<LabourLawsTable>): Promise<LabourLawRow> {
  return trx.updateTable('labour_laws').set(fields).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Stores a new law; the row as stored. */
export function insertLaw(trx: Kysely<Database>, values: Insertable<LabourLawsTable>): Promise<LabourLawRow> {
  return trx.insertInto('labour_laws').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteLaw(trx: Kysely<Database>, id: number): Promise<void> {
  await trx.deleteFrom('labour_laws').where('id', '=', id).execute();
}
