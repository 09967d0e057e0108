import type { Kysely } from 'kysely';
import type { Database } from '../db/types/index.js';

/** The analytics events the console sends (spec 2 §4 and §7 "Other"; shop_suspended / shop_reactivated: §4 "Shop suspension"). */
export type TrackingEventName = 'updated_pack' | 'updated_status_orga' | 'updated_option' | 'shop_suspended' | 'shop_reactivated';

export interface TrackingEntry {
  name: TrackingEventName;
  organisationId: number | null;
  shopId?: number | null;
  /** the actor */
  userId: number | null;
  properties: Record<string, unknown>;
}

/** Records one tracking event; call it with the transaction of the change it describes. */
export async function track(trx: Kysely<Database>, entry: TrackingEntry): Promise<void> {
  await trx
    .insertInto('tracking_events')
    .values({
      name: entry.name,
      organisation_id: entry.organisationId,
      shop_id: entry.shopId ?? null,
      user_id: entry.userId,
      properties: JSON.stringify(entry.properties),
      created_at: new Date().toISOString(),
    })
    .execute();
}
