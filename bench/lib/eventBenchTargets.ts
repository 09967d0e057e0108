// What the events scenario aims at, read from the dataset: the shop with the most events (the large dataset's busiest
// shop, server/seed/tables/events.ts), its busiest day (UTC), its organisation, the user with the most events in it,
// and shops of other organisations for the ingestion batches.
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/index.js';
import { FastRandom } from '../../server/seed/pools.js';

export interface EventBenchTargets {
  events: number;
  outboxMessages: number;
  shop: { id: number; organisationId: number; events: number };
  /** the shop's busiest UTC day (YYYY-MM-DD) and its events */
  day: { date: string; events: number };
  organisation: { id: number; eventsThatDay: number };
  user: { id: number; events: number };
  /** shops outside the bench organisation, with a person to name (the ingestion's events) */
  ingestShops: { id: number; organisationId: number; userId: number | null; userName: string | null }[];
}

/** Events per ingestion call (the endpoint's maximum, INGEST_MAX_EVENTS). */
export const INGEST_BATCH = 1_000;

export async function findEventBenchTargets(url: string): Promise<EventBenchTargets> {
  const handle = openDatabase(url);
  try {
    const { db } = handle;
    const count = async (table: 'service_events' | 'outbox_messages') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const [events, outboxMessages] = [await count('service_events'), await count('outbox_messages')];
    // one walk of the shop index (5,000,000 entries: a second or two)
    const busiest = await sql<{ shop_id: number; n: number }>`
      select shop_id, count(*) as n from service_events where shop_id is not null group by shop_id order by count(*) desc, shop_id limit 1`.execute(db);
    const shopId = Number(busiest.rows[0]?.shop_id ?? 0);
    if (!shopId) throw new Error('No event in the dataset: was it generated before the events module (issue 19)?');
    const shop = await db.selectFrom('shops').select(['id', 'organisation_id']).where('id', '=', shopId).executeTakeFirstOrThrow();
    const { rows: days } = await sql<{ day: string; n: number }>`
      select substr(occurred_at, 1, 10) as day, count(*) as n from service_events where shop_id = ${shopId}
      group by substr(occurred_at, 1, 10) order by count(*) desc, day limit 1`.execute(db);
    const date = days[0].day;
    const range = dayRange(date);
    const { rows: organisationDay } = await sql<{ n: number }>`
      select count(*) as n from service_events where organisation_id = ${shop.organisation_id} and occurred_at >= ${range.from} and occurred_at <= ${range.to}`.execute(db);
    const { rows: users } = await sql<{ user_id: number }>`
      select user_id from service_events where shop_id = ${shopId} and user_id is not null group by user_id order by count(*) desc, user_id limit 1`.execute(db);
    const userId = Number(users[0].user_id);
    const { rows: userEvents } = await sql<{ n: number }>`select count(*) as n from service_events where user_id = ${userId}`.execute(db);

    const bounds = await db.selectFrom('shops').select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')]).executeTakeFirstOrThrow();
    const rng = new FastRandom(19);
    const drawn = [...new Set(Array.from({ length: INGEST_BATCH * 2 }, () => rng.int(Number(bounds.low), Number(bounds.high))))];
    const ingestShops = await db
      .selectFrom('shops')
      .select(['id', 'organisation_id', 'referent_user_id', 'referent_name'])
      .where('id', 'in', drawn)
      .where('organisation_id', '<>', shop.organisation_id)
      .orderBy('id')
      .limit(INGEST_BATCH)
      .execute();
    return {
      events,
      outboxMessages,
      shop: { id: shopId, organisationId: shop.organisation_id, events: Number(busiest.rows[0].n) },
      day: { date, events: Number(days[0].n) },
      organisation: { id: shop.organisation_id, eventsThatDay: Number(organisationDay[0].n) },
      user: { id: userId, events: Number(userEvents[0].n) },
      ingestShops: ingestShops.map((row) => ({ id: row.id, organisationId: row.organisation_id, userId: row.referent_user_id, userName: row.referent_name })),
    };
  } finally {
    await handle.close();
  }
}

/** A day as the events history asks for it (spec 2 §2.5: 00:01 to 23:59), in UTC. */
export function dayRange(date: string): { from: string; to: string } {
  return { from: `${date}T00:01:00.000Z`, to: `${date}T23:59:59.999Z` };
}
