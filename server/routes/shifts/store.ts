import type { Kysely } from 'kysely';
import type { ShiftItem } from '../../../src/contracts/clockExtract.js';
import type { Database } from '../../db/types/index.js';
import type { ExtractRequest } from './extractRequest.js';

/** The shifts (and absences) of the users that start in [from, to), by user then start: the (shop_id, user_id, starts_at) index. */
function shiftsInRange(db: Kysely<Database>, { shopId, userIds, from, to }: ExtractRequest) {
  return db
    .selectFrom('shifts')
    .where('shop_id', '=', shopId)
    .where('user_id', 'in', userIds)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to);
}

const SHIFT_COLUMNS = ['id', 'user_id', 'shop_id', 'starts_at', 'ends_at', 'previsional_start', 'previsional_end', 'absence_type'] as const;

/** One page of `pageSize` shifts (page 1-based), or every one when page is null. */
export async function listShifts(db: Kysely<Database>, request: ExtractRequest, page: { page: number; size: number } | null): Promise<ShiftItem[]> {
  let query = shiftsInRange(db, request).select([...SHIFT_COLUMNS]).orderBy('user_id').orderBy('starts_at').orderBy('id');
  if (page) query = query.limit(page.size).offset((page.page - 1) * page.size);
  return query.execute();
}

export async function countShifts(db: Kysely<Database>, request: ExtractRequest): Promise<number> {
  const row = await shiftsInRange(db, request).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}
