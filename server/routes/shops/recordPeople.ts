import type { Kysely } from 'kysely';
import { ShopQuotaError, type ShopQuotaService } from '../../adapters/shopQuota/index.js';
import type { Database } from '../../db/types/index.js';
import type { LiveShop } from './recordStore.js';

/** The shop's non-archived members holding a system_admin licence, by name (the organisation's few such licences first). */
export async function shopManagers(db: Kysely<Database>, organisationId: number, shopId: number) {
  const licences = await db.selectFrom('licenses').select('id').where('organisation_id', '=', organisationId).where('original_type', '=', 'system_admin').execute();
  if (licences.length === 0) return [];
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.name_sort'])
    .distinct()
    .where('memberships.shop_id', '=', shopId)
    .where('memberships.license_id', 'in', licences.map((l) => l.id))
    .where('users.archived_at', 'is', null)
    .orderBy('users.name_sort')
    .orderBy('users.id')
    .limit(50)
    .execute();
  return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, email: row.email }));
}

/** Spec 2 §2.2: non-enterprise organisations on the new offer read "active / max users" (the shop-quota service). */
export async function activeEmployeesDisplay(quota: ShopQuotaService, shop: LiveShop): Promise<{ displayActiveEmployees: string; quotaError?: string }> {
  const count = String(shop.nb_employees);
  if (shop.org_is_new_offer !== 1) return { displayActiveEmployees: count };
  try {
    const answer = await quota.forShop(shop.id);
    if (answer.isEnterprise || answer.maxUsers === null) return { displayActiveEmployees: count };
    return { displayActiveEmployees: `${count} / ${answer.maxUsers}` };
  } catch (error) {
    return { displayActiveEmployees: count, quotaError: error instanceof ShopQuotaError ? error.message : 'shop-quota service failed' };
  }
}

