import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';

/** The impersonated user's shops (one of them with `shopId`): the main application's stand-in shows those only. */
export function impersonatedUserShops(db: Kysely<Database>, userId: number, shopId?: number) {
  return db
    .selectFrom('memberships')
    .innerJoin('shops', 'shops.id', 'memberships.shop_id')
    .select(['shops.id', 'shops.name'])
    .distinct()
    .where('memberships.user_id', '=', userId)
    .$if(shopId !== undefined, (query) => query.where('shops.id', '=', shopId!))
    .orderBy('shops.id')
    .execute();
}
