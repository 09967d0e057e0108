import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** The two flag tables: product flags (feature_flags) and dev flags (feature_flags_dev). */
export type FlagTable = 'feature_flags' | 'feature_flags_dev';
export type FlagRow<T extends FlagTable> = Selectable<Database[T]>;

export const nameExists = (name: string) => new AppError(409, 'name_exists', `A flag named ${name} already exists.`);

export async function listFlags(db: Kysely<Database>) {
  const [product, dev] = await Promise.all([
    db.selectFrom('feature_flags').selectAll().orderBy('name').execute(),
    db.selectFrom('feature_flags_dev').selectAll().orderBy('name').execute(),
  ]);
  return { product, dev };
}

export async function findFlag<T extends FlagTable>(trx: Kysely<Database>, table: T, name: string): Promise<FlagRow<T> | undefined> {
  const row = await trx.selectFrom(table as FlagTable).selectAll().where('name', '=', name).executeTakeFirst();
  return row as FlagRow<T> | undefined;
}

export async function setFlag<T extends FlagTable>(trx: Kysely<Database>, table: T, name: string, changes: Updateable<Database[T]>): Promise<void> {
  await trx
    .updateTable(table as FlagTable)
    .set(changes as Updateable<Database[FlagTable]>)
    .where('name', '=', name)
    .execute();
}

/** Inserts a new flag in the caller's transaction; a name taken (also by a concurrent insert) answers 409 name_exists. */
export async function insertFlag<T extends FlagTable>(trx: Kysely<Database>, table: T, row: FlagRow<T> & { name: string }): Promise<void> {
  const { name } = row;
  const taken = await trx.selectFrom(table as FlagTable).select('name').where('name', '=', name).executeTakeFirst();
  if (taken) throw nameExists(name);
  try {
    await trx.insertInto(table as FlagTable).values(row as Insertable<Database[FlagTable]>).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists(name);
    throw error;
  }
}
