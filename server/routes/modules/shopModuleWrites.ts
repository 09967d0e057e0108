import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { ShopFeature } from '../../../src/domain/shopFeatures.js';
import { requestTrace } from '../../audit/audit.js';
import { currentUserOf } from '../../auth/guard.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';
import { insertBatches } from '../../seed/batchInsert.js';
import { track } from '../../tracking/track.js';

/**
 * Organisation-level module writes (spec 2 §7 "Module toggles"): set-based statements over the organisation's shops,
 * in the caller's transaction, so 500 shops cost a handful of round trips, not 500.
 */

/** Sets a shops column (badging, automatic_planning_active) on every live shop of the organisation; the ids it changed. */
export async function setShopFlag(trx: Kysely<Database>, organisationId: number, column: 'badging' | 'automatic_planning_active', on: boolean): Promise<number[]> {
  const value = on ? 1 : 0;
  const changed = await trx
    .selectFrom('shops')
    .select('id')
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .where(column, '<>', value)
    .orderBy('id')
    .execute();
  if (changed.length === 0) return [];
  await trx
    .updateTable('shops')
    .set({ [column]: value, updated_at: new Date().toISOString() })
    .where('organisation_id', '=', organisationId)
    .where('deleted_at', 'is', null)
    .where(column, '<>', value)
    .execute();
  return changed.map((row) => row.id);
}

/**
 * Sets features (shop_feature_states) on every shop of the organisation, or only its French ones; a missing row
 * counts as off and is inserted. The ids of the shops that changed.
 */
export async function setShopFeatures(
  trx: Kysely<Database>,
  organisationId: number,
  names: readonly ShopFeature[],
  on: boolean,
  options: { frenchOnly?: boolean } = {},
): Promise<number[]> {
  const value = on ? 1 : 0;
  const now = new Date().toISOString();
  const targetShops = () => {
    const query = trx.selectFrom('shops').select('shops.id').where('shops.organisation_id', '=', organisationId).where('shops.deleted_at', 'is', null);
    return options.frenchOnly ? query.where('shops.country', '=', 'FR') : query;
  };
  const changed = await targetShops()
    .where((eb) =>
      eb(
        eb.selectFrom('shop_feature_states as f').select(eb.fn.countAll().as('n')).whereRef('f.shop_id', '=', 'shops.id').where('f.name', 'in', [...names]).where('f.activated', '=', value),
        '<',
        names.length,
      ),
    )
    .orderBy('shops.id')
    .execute();
  if (changed.length === 0) return [];
  await trx
    .updateTable('shop_feature_states')
    .set({ activated: value, updated_at: now })
    .where('name', 'in', [...names])
    .where('activated', '<>', value)
    .where('shop_id', 'in', targetShops())
    .execute();
  for (const name of names) {
    await trx
      .insertInto('shop_feature_states')
      .columns(['shop_id', 'name', 'activated', 'updated_at'])
      .expression(
        targetShops()
          .select([sql<string>`cast(${name} as text)`.as('name'), sql<number>`cast(${value} as integer)`.as('activated'), sql<string>`cast(${now} as text)`.as('updated_at')])
          .where((eb) => eb.not(eb.exists(eb.selectFrom('shop_feature_states as g').select('g.shop_id').whereRef('g.shop_id', '=', 'shops.id').where('g.name', '=', name)))),
      )
      .execute();
  }
  return changed.map((row) => row.id);
}

/** hris_integration of the organisation follows "any shop has fortify_silae" (spec 2 §3). */
export async function syncHrisIntegration(trx: Kysely<Database>, organisationId: number): Promise<void> {
  const any = await trx
    .selectFrom('shop_feature_states as f')
    .innerJoin('shops as s', 's.id', 'f.shop_id')
    .select('f.shop_id')
    .where('s.organisation_id', '=', organisationId)
    .where('s.deleted_at', 'is', null)
    .where('f.name', '=', 'fortify_silae')
    .where('f.activated', '=', 1)
    .limit(1)
    .executeTakeFirst();
  await trx.updateTable('organisations').set({ hris_integration: any ? 1 : 0 }).where('id', '=', organisationId).execute();
}

/** One audit row and one history event per changed shop (batch inserts) and the updated_option tracking event, in the change's transaction. */
export async function recordShopsToggle(
  request: FastifyRequest,
  trx: Kysely<Database>,
  dialect: Dialect,
  entry: { organisationId: number; option: string; shops: readonly { id: number; before: unknown; after: unknown }[]; properties?: Record<string, unknown> },
): Promise<void> {
  const user = currentUserOf(request);
  const trace = requestTrace(request);
  const now = new Date().toISOString();
  await insertBatches(
    trx,
    dialect,
    'audit_events',
    entry.shops.map((shop) => ({
      actor_id: user.id,
      actor_email: user.email,
      action: `shop.${entry.option}_update`,
      entity_type: 'shop',
      entity_id: String(shop.id),
      before: JSON.stringify(shop.before),
      after: JSON.stringify(shop.after),
      request_id: trace.requestId,
      correlation_id: trace.correlationId,
      ip: trace.ip,
      created_at: now,
    })),
  );
  const active = entry.properties?.active !== false;
  await request.server.eventPort.audited(
    trx,
    entry.shops.map((shop) => ({
      actor: { id: user.id, email: user.email },
      entityType: 'shop',
      entityId: shop.id,
      at: now,
      event: { subtype: active ? 'MODULE_ACTIVATED' : 'MODULE_DEACTIVATED', context: { module: entry.option } },
      trace,
    })),
  );
  await track(trx, { name: 'updated_option', organisationId: entry.organisationId, userId: user.id, properties: { option: entry.option, ...entry.properties } });
}
