import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** Reads of the wizard's calls (spec 3 §7), beside the pay-config service's store. */

type Db = Kysely<Database>;

/** A live shop of a live organisation; 404 not_found otherwise. */
export async function liveShop(db: Db, shopId: number) {
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'organisation_id', 'name', 'country'])
    .where('id', '=', shopId)
    .where('deleted_at', 'is', null)
    .where('organisation_deleted_at', 'is', null)
    .executeTakeFirst();
  if (!shop) throw new AppError(404, 'not_found', `No shop ${shopId}.`);
  return shop;
}

/** The absence types the shop's shifts use (shifts.absence_type). */
export async function usedAbsenceTypes(db: Db, shopId: number): Promise<string[]> {
  const rows = await db.selectFrom('shifts').select('absence_type').distinct().where('shop_id', '=', shopId).where('absence_type', 'is not', null).execute();
  return rows.map((row) => row.absence_type!).filter(Boolean);
}

/** The other shops a config exports (its shops but `shopId`), by name. */
export async function otherShopsOf(db: Db, configId: string, shopId: number) {
  return db
    .selectFrom('pay_config_shops as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .select(['s.id', 's.name'])
    .where('p.pay_config_id', '=', configId)
    .where('s.id', '!=', shopId)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.name_sort')
    .orderBy('s.id')
    .execute();
}
