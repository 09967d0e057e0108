// What the shop-page scenarios aim at, read from the dataset itself: the bench shop (the largest organisation's
// largest shop, as for the PIN bench), its users with shifts (the extract), the organisation with the most shops
// (the toggle; 500 in the large dataset, the picker bench's larger tree organisation left out) and random live shops (the record).
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/index.js';
import { FastRandom } from '../../server/seed/pools.js';
import { LARGE_MODULE_BENCH_ORGANISATION } from '../../server/seed/largestOrganisation.js';
import { findBenchTargets } from './benchTargets.js';

export interface ShopBenchTargets {
  shop: { id: number; name: string; organisationId: number; activeMembers: number; historyLines: number };
  wideOrganisation: { id: number; shopsCount: number };
  /** the bench shop's users with the most shifts, most first */
  extractUsers: number[];
  shopIds: number[];
}

const RECORD_SAMPLE = 200;

export async function findShopBenchTargets(url: string): Promise<ShopBenchTargets> {
  const { organisation, pinShop } = await findBenchTargets(url);
  const handle = openDatabase(url);
  try {
    const { db } = handle;
    const wide = await db
      .selectFrom('organisations')
      .select(['id', 'shops_count'])
      .where('deleted_at', 'is', null)
      // the picker bench's tree organisation (issue 30) has more shops: the toggle bench's is the one of 500
      .where('shops_count', '<=', LARGE_MODULE_BENCH_ORGANISATION.shops)
      .orderBy('shops_count', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const history = await sql<{ n: number }>`select count(*) as n from shifts_histories where shop_id = ${pinShop.id}`.execute(db).catch(() => ({ rows: [{ n: 0 }] }));
    const users = await sql<{ user_id: number }>`
      select user_id from shifts where shop_id = ${pinShop.id} group by user_id order by count(*) desc, user_id limit 50`
      .execute(db)
      .catch(() => ({ rows: [] as { user_id: number }[] }));
    const bounds = await db.selectFrom('shops').select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')]).executeTakeFirstOrThrow();
    const rng = new FastRandom(17);
    const drawn = Array.from({ length: RECORD_SAMPLE }, () => rng.int(Number(bounds.low), Number(bounds.high)));
    const live = await db.selectFrom('shops').select('id').where('id', 'in', drawn).where('organisation_deleted_at', 'is', null).execute();
    const liveIds = new Set(live.map((r) => r.id));
    return {
      shop: {
        id: pinShop.id,
        name: pinShop.name,
        organisationId: organisation.id,
        activeMembers: pinShop.activeMembers,
        historyLines: Number(history.rows[0]?.n ?? 0),
      },
      wideOrganisation: { id: wide.id, shopsCount: Number(wide.shops_count) },
      extractUsers: users.rows.map((r) => Number(r.user_id)),
      shopIds: drawn.filter((id) => liveIds.has(id)),
    };
  } finally {
    await handle.close();
  }
}
