import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import { ShopQuotaError, type ShopQuotaService } from './shopQuota.js';

/** The quota kept on our database: the shop's organisation's max_users and is_enterprise (used when SHOP_QUOTA_URL is not set). */
export function embeddedShopQuota(db: Kysely<Database>): ShopQuotaService {
  return {
    async forShop(shopId) {
      const row = await db
        .selectFrom('shops')
        .innerJoin('organisations', 'organisations.id', 'shops.organisation_id')
        .select(['organisations.max_users', 'organisations.is_enterprise'])
        .where('shops.id', '=', shopId)
        .executeTakeFirst();
      if (!row) throw new ShopQuotaError(`no shop ${shopId}`);
      return { maxUsers: row.max_users, isEnterprise: row.is_enterprise === 1 };
    },
  };
}
