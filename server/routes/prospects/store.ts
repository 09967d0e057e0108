import type { Insertable, Kysely, Updateable } from 'kysely';
import type { AccountCreationsTable, Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

export const PROSPECT_COLUMNS = ['id', 'organisation_name', 'step', 'name', 'email', 'phone', 'bizdev'] as const;

export function prospectsByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('account_creations').select([...PROSPECT_COLUMNS]).where('id', 'in', [...ids]).execute();
}

/** The whole row of a prospect, 404 not_found when unknown. */
export async function prospectRecord(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('account_creations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No prospect ${id}.`);
  return row;
}

export type ProspectRecord = Awaited<ReturnType<typeof prospectRecord>>;

export const prospectOf = (row: ProspectRecord) => ({
  id: row.id,
  organisation_name: row.organisation_name,
  step: row.step,
  name: row.name,
  email: row.email,
  phone: row.phone,
  bizdev: row.bizdev,
});

/** Writes a prospect's changes (updated_at now unless given). */
export async function updateProspect(trx: Kysely<Database>, id: number, changes: Updateable<AccountCreationsTable>): Promise<void> {
  await trx.updateTable('account_creations').set({ updated_at: new Date().toISOString(), ...changes }).where('id', '=', id).execute();
}

/** Stores a new account creation; its id. */
export async function insertProspect(trx: Kysely<Database>, values: Insertable<AccountCreationsTable>): Promise<number> {
  const { id } = await trx.insertInto('account_creations').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}
