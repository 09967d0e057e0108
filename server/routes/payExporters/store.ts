import type { Kysely } from 'kysely';
import { LEGACY_INTEGRATION_SOURCE, PAY_EXPORTERS } from '../../../src/contracts/modules.js';
import type { Database } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

export interface PayExporterChange {
  shopId: number;
  before: string[];
}

/** Each live target shop's active pay-export sources (legacy included), one read. */
async function activeSources(trx: Kysely<Database>, organisationId: number, shopId: number | undefined) {
  const shops = await trx
    .selectFrom('shops')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .$if(shopId !== undefined, (q) => q.where('id', '=', shopId!))
    .orderBy('id')
    .execute();
  const rows = await trx
    .selectFrom('shop_integrations')
    .select(['shop_id', 'source'])
    .where('organisation_id', '=', organisationId)
    .$if(shopId !== undefined, (q) => q.where('shop_id', '=', shopId!))
    .where('active', '=', 1)
    .where('fake_destroyed_at', 'is', null)
    .execute();
  const byShop = new Map<number, string[]>(shops.map((s) => [s.id, []]));
  for (const row of rows) byShop.get(row.shop_id)?.push(row.source);
  return byShop;
}

/** 404 not_found unless the shop is a live shop of the organisation. */
export async function assertShopOfOrganisation(trx: Kysely<Database>, organisationId: number, shopId: number): Promise<void> {
  const row = await trx
    .selectFrom('shops')
    .select('id')
    .where('id', '=', shopId)
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No shop ${shopId} in organisation ${organisationId}.`);
}

/**
 * Every target shop (all the organisation's, or one) gets `key` as its one active pay exporter: other exporters are
 * deactivated (the legacy integration is left as it is), an existing row of that key reactivated, a missing one
 * inserted; set-based. The shops that changed, with their sources before.
 */
export async function setPayExporter(trx: Kysely<Database>, organisationId: number, key: string, shopId?: number): Promise<PayExporterChange[]> {
  const before = await activeSources(trx, organisationId, shopId);
  const changes = [...before].filter(([, sources]) => sources.filter((s) => s !== LEGACY_INTEGRATION_SOURCE).join() !== key).map(([id, sources]) => ({ shopId: id, before: sources }));
  if (changes.length === 0) return [];
  const now = new Date().toISOString();
  await trx
    .updateTable('shop_integrations')
    .set({ active: 0, updated_at: now })
    .where('organisation_id', '=', organisationId)
    .$if(shopId !== undefined, (q) => q.where('shop_id', '=', shopId!))
    .where('active', '=', 1)
    .where('source', 'not in', [key, LEGACY_INTEGRATION_SOURCE])
    .execute();
  await trx
    .updateTable('shop_integrations')
    .set({ active: 1, updated_at: now })
    .where('organisation_id', '=', organisationId)
    .$if(shopId !== undefined, (q) => q.where('shop_id', '=', shopId!))
    .where('source', '=', key)
    .where('active', '=', 0)
    .where('fake_destroyed_at', 'is', null)
    .execute();
  const name = PAY_EXPORTERS.find((exporter) => exporter.key === key)?.name ?? key;
  const missing = changes.filter((change) => !change.before.includes(key)).map((change) => change.shopId);
  const existing = new Set(
    (
      await trx
        .selectFrom('shop_integrations')
        .select('shop_id')
        .where('organisation_id', '=', organisationId)
        .where('source', '=', key)
        .where('fake_destroyed_at', 'is', null)
        .$if(shopId !== undefined, (q) => q.where('shop_id', '=', shopId!))
        .execute()
    ).map((row) => row.shop_id),
  );
  const toInsert = missing.filter((id) => !existing.has(id));
  for (let i = 0; i < toInsert.length; i += 1000) {
    await trx
      .insertInto('shop_integrations')
      .values(toInsert.slice(i, i + 1000).map((id) => ({ organisation_id: organisationId, shop_id: id, source: key, name, active: 1, fake_destroyed_at: null, created_at: now, updated_at: now })))
      .execute();
  }
  return changes;
}

/** Disables every integration of the target shops (active = 0); the shops that had one. */
export async function disableIntegrations(trx: Kysely<Database>, organisationId: number, shopId?: number): Promise<PayExporterChange[]> {
  const before = await activeSources(trx, organisationId, shopId);
  const changes = [...before].filter(([, sources]) => sources.length > 0).map(([id, sources]) => ({ shopId: id, before: sources }));
  if (changes.length === 0) return [];
  await trx
    .updateTable('shop_integrations')
    .set({ active: 0, updated_at: new Date().toISOString() })
    .where('organisation_id', '=', organisationId)
    .$if(shopId !== undefined, (q) => q.where('shop_id', '=', shopId!))
    .where('active', '=', 1)
    .execute();
  return changes;
}

/** A shop's integrations that are not fake-destroyed, optionally of one source. */
export async function shopIntegrations(db: Kysely<Database>, shopId: number, source?: string) {
  const rows = await db
    .selectFrom('shop_integrations')
    .select(['id', 'shop_id', 'source', 'name', 'active'])
    .where('shop_id', '=', shopId)
    .where('fake_destroyed_at', 'is', null)
    .$if(source !== undefined, (q) => q.where('source', '=', source!))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, active: row.active === 1 }));
}

/** Marks the integration fake-destroyed (legacy integration removal); 404 not_found when it is not that shop's (or already gone). */
export async function fakeDestroyIntegration(trx: Kysely<Database>, id: number, shopId: number, source: string) {
  const row = await trx
    .selectFrom('shop_integrations')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where('source', '=', source)
    .where('fake_destroyed_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'not_found', `No integration ${id} of source ${source} in shop ${shopId}.`);
  const now = new Date().toISOString();
  await trx.updateTable('shop_integrations').set({ fake_destroyed_at: now, updated_at: now }).where('id', '=', id).execute();
  return { row, destroyedAt: now };
}

/** Whether the shop exists and its organisation is not deleted (the shop page's integrations). */
export async function shopOfLiveOrganisation(db: Kysely<Database>, shopId: number): Promise<boolean> {
  return (await db.selectFrom('shops').select('id').where('id', '=', shopId).where('organisation_deleted_at', 'is', null).executeTakeFirst()) !== undefined;
}
