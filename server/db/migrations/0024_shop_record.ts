import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 17, the shop record and its writes (spec 2 §2.2, §3 shop detail, §7 "Shop"). Append-only.
 * - deleted_at: the shop's own soft delete (DELETE /super_admin/api/shops/{id}). A deleted shop also gets
 *   organisation_deleted_at set, which from now on means "hidden: its organisation's or its own deletion": the
 *   lists, their exports, the organisation's shops tab and the map already leave those rows out (partial indexes of 0017);
 * - excluded_from_cash_recovery_at: POST .../shops/{id}/exclude_from_cash_recovery happened (once);
 * - created_from_svc_billing_automation: deleting such a shop sends a CRM delete request instead (like organisations);
 * - mobile_punch_clock: PATCH /shop_extended_infos/{shopId};
 * - pack_offer_name: the shop's own pack offer (GET /shops/get_pack_offer_names); null = its organisation's;
 * - billing_email: where the shop's invoices go (the address, postal code and city are the billing address);
 * - memberships (shop_id, license_id): the record's managers (the shop's system admins) in one index range.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`alter table shops add column deleted_at text`.execute(db);
    await sql`alter table shops add column excluded_from_cash_recovery_at text`.execute(db);
    await sql`alter table shops add column created_from_svc_billing_automation integer not null default 0`.execute(db);
    await sql`alter table shops add column mobile_punch_clock integer not null default 0`.execute(db);
    await sql`alter table shops add column pack_offer_name text`.execute(db);
    await sql`alter table shops add column billing_email text`.execute(db);
    await sql`create index memberships_shop_license_idx on memberships (shop_id, license_id)`.execute(db);
  };
}
