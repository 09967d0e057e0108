import type { Kysely } from 'kysely';
import { LEGACY_INTEGRATION_SOURCE } from '../../../src/contracts/modules.js';
import type { Database } from '../../db/types/index.js';

/**
 * The shop's pay exporter (spec 2 §3 shop detail `payExporter`): the key of its active pay-export integration (not
 * the legacy one, not fake-destroyed; the newest when several), null without one.
 */
export async function payExporterOf(db: Kysely<Database>, shopId: number): Promise<string | null> {
  const row = await db
    .selectFrom('shop_integrations')
    .select('source')
    .where('shop_id', '=', shopId)
    .where('active', '=', 1)
    .where('fake_destroyed_at', 'is', null)
    .where('source', '<>', LEGACY_INTEGRATION_SOURCE)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.source ?? null;
}

/** The sources of each shop's active, not fake-destroyed integrations (the shops tab's `integrations`), by source. */
export async function integrationSourcesOf(db: Kysely<Database>, shopIds: readonly number[]): Promise<Map<number, string[]>> {
  const byShop = new Map<number, string[]>(shopIds.map((id) => [id, []]));
  if (shopIds.length === 0) return byShop;
  const rows = await db
    .selectFrom('shop_integrations')
    .select(['shop_id', 'source'])
    .distinct()
    .where('shop_id', 'in', [...shopIds])
    .where('active', '=', 1)
    .where('fake_destroyed_at', 'is', null)
    .orderBy('shop_id')
    .orderBy('source')
    .execute();
  for (const row of rows) byShop.get(row.shop_id)?.push(row.source);
  return byShop;
}
