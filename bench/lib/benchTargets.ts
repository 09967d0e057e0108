// What the organisation-page scenarios aim at, read from the dataset itself (no ids to guess):
// the organisation with the most users (the large dataset's 21,500-user one, see
// server/seed/largestOrganisation.ts), its largest shop (the PIN send), and random organisation ids.
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/index.js';
import { FastRandom } from '../../server/seed/pools.js';

export interface BenchTargets {
  organisation: { id: number; name: string; usersCount: number; shopsCount: number };
  /** the organisation's shop with the most employees: the PIN send's target */
  pinShop: { id: number; name: string; activeMembers: number; withPhone: number };
  /** organisations for the record scenario, drawn with a fixed seed */
  organisationIds: number[];
  users: { total: number; archived: number };
}

const RECORD_SAMPLE = 200;

export async function findBenchTargets(url: string): Promise<BenchTargets> {
  const handle = openDatabase(url);
  try {
    const { db } = handle;
    const organisation = await db
      .selectFrom('organisations')
      .select(['id', 'name', 'users_count', 'shops_count'])
      .orderBy('users_count', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'name'])
      .where('organisation_id', '=', organisation.id)
      .orderBy('nb_employees', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const recipients = await sql<{ members: number; with_phone: number }>`
      select count(distinct m.user_id) as members, count(distinct case when u.phone is not null then m.user_id end) as with_phone
      from memberships m join users u on u.id = m.user_id
      where m.shop_id = ${shop.id} and u.archived_at is null`.execute(db);
    const bounds = await db.selectFrom('organisations').select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')]).executeTakeFirstOrThrow();
    const rng = new FastRandom(16);
    const low = Number(bounds.low);
    const high = Number(bounds.high);
    const drawn = Array.from({ length: RECORD_SAMPLE }, () => rng.int(low, high));
    const existing = new Set((await db.selectFrom('organisations').select('id').where('id', 'in', drawn).execute()).map((r) => r.id));
    const users = await sql<{ total: number; archived: number }>`
      select count(*) as total, sum(case when archived_at is not null then 1 else 0 end) as archived from users`.execute(db);
    return {
      organisation: { id: organisation.id, name: organisation.name, usersCount: Number(organisation.users_count), shopsCount: Number(organisation.shops_count) },
      pinShop: { id: shop.id, name: shop.name, activeMembers: Number(recipients.rows[0].members), withPhone: Number(recipients.rows[0].with_phone) },
      organisationIds: drawn.filter((id) => existing.has(id)),
      users: { total: Number(users.rows[0].total), archived: Number(users.rows[0].archived) },
    };
  } finally {
    await handle.close();
  }
}

/** Counts the background jobs not finished yet (the PIN job, the outbox deliveries it queued), on its own connection. */
export function jobWatcher(url: string): { unfinished(): Promise<number>; close(): Promise<void> } {
  const handle = openDatabase(url);
  return {
    unfinished: async () => {
      const row = await handle.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    close: () => handle.close(),
  };
}
