import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 17 (spec 2 §2.2, §3 shop detail): the shop's automatic-planning credits, shown by the shop record and
 * raised by POST /super_admin/api/shops/add_automatic_plannings. Append-only.
 * - max_automatic_planning_uses: the shop's allowance (0: the 'add automatic plannings' button is hidden);
 * - automatic_planning_uses_left: what is left of it.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`alter table shops add column max_automatic_planning_uses integer not null default 0`.execute(db);
    await sql`alter table shops add column automatic_planning_uses_left integer not null default 0`.execute(db);
  };
}
