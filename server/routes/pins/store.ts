import type { Kysely } from 'kysely';
import type { PinTargetType } from '../../../src/contracts/pins.js';
import { pickFreePin, type RandomSource } from '../../../src/domain/pins.js';
import type { Dialect } from '../../db/dialect.js';
import type { Database } from '../../db/types/index.js';

export interface PinUser {
  id: number;
  first_name: string;
  lang: string;
  email: string | null;
  phone: string | null;
  badging_pin: string | null;
  archived_at: string | null;
}

const PIN_USER_COLUMNS = ['id', 'first_name', 'lang', 'email', 'phone', 'badging_pin', 'archived_at'] as const;

export function findPinUser(db: Kysely<Database>, id: number): Promise<PinUser | undefined> {
  return db.selectFrom('users').select(PIN_USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function pinUsersByIds(db: Kysely<Database>, ids: readonly number[]): Promise<PinUser[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(PIN_USER_COLUMNS).where('id', 'in', [...ids]).orderBy('id').execute();
}

export async function exists(db: Kysely<Database>, table: 'shops' | 'organisations', id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether the user has a membership (main or not) in this shop, or in this organisation. */
export async function isMember(db: Kysely<Database>, userId: number, where: { shopId?: number; organisationId?: number }): Promise<boolean> {
  let query = db.selectFrom('memberships').select('id').where('user_id', '=', userId);
  if (where.shopId !== undefined) query = query.where('shop_id', '=', where.shopId);
  if (where.organisationId !== undefined) query = query.where('organisation_id', '=', where.organisationId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The non-archived customer users of a shop (memberships.shop_id, main or not) or of an organisation, by id. Super-admin
 * accounts are left out (issue 26): a group PIN send or refresh is a customer-user action, and a super admin's account
 * is reached only through the super-admin target rule (server/auth/userTargets.ts).
 */
export async function groupUserIds(db: Kysely<Database>, type: Exclude<PinTargetType, 'user'>, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.id')
    .distinct()
    .where(type === 'shop' ? 'memberships.shop_id' : 'memberships.organisation_id', '=', id)
    .where('users.archived_at', 'is', null)
    .where('users.super_admin', '=', 0)
    .orderBy('users.id')
    .execute();
  return rows.map((r) => r.id);
}

/** How many active users of each shop hold each PIN. */
type PinCounts = Map<number, Map<string, number>>;

const bump = (counts: PinCounts, shopId: number, pin: string, by: number) => {
  const shop = counts.get(shopId) ?? new Map<string, number>();
  shop.set(pin, (shop.get(pin) ?? 0) + by);
  counts.set(shopId, shop);
};

/**
 * Gives new PINs, in the caller's transaction (spec 2 §2.3): `all` refreshes every user's PIN (the new
 * one differs from the old), `missing` only gives one to users without. A PIN is unique among the
 * active users of each shop the user is in (src/domain/pins.ts). On PostgreSQL the shops concerned are
 * locked (FOR UPDATE, in id order) so two concurrent calls cannot hand out the same PIN in one shop;
 * SQLite runs one write transaction at a time. Answers the new PIN of each user that got one.
 */
export async function assignPins(
  trx: Kysely<Database>,
  dialect: Dialect,
  users: readonly Pick<PinUser, 'id' | 'badging_pin'>[],
  mode: 'all' | 'missing',
  random: RandomSource = Math.random,
): Promise<Map<number, string>> {
  const targets = mode === 'all' ? users : users.filter((u) => !u.badging_pin);
  const assigned = new Map<number, string>();
  if (targets.length === 0) return assigned;
  const targetIds = targets.map((u) => u.id);
  const memberships = await trx.selectFrom('memberships').select(['user_id', 'shop_id']).where('user_id', 'in', targetIds).where('shop_id', 'is not', null).execute();
  const shopsOf = new Map<number, number[]>();
  for (const m of memberships) shopsOf.set(m.user_id, [...(shopsOf.get(m.user_id) ?? []), m.shop_id!]);
  const shopIds = [...new Set(memberships.map((m) => m.shop_id!))].sort((a, b) => a - b);

  const counts: PinCounts = new Map();
  if (shopIds.length > 0) {
    if (dialect === 'postgres') await trx.selectFrom('shops').select('id').where('id', 'in', shopIds).orderBy('id').forUpdate().execute();
    const held = await trx
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.user_id')
      .select(['memberships.shop_id', 'users.id', 'users.badging_pin'])
      .distinct()
      .where('memberships.shop_id', 'in', shopIds)
      .where('users.archived_at', 'is', null)
      .where('users.badging_pin', 'is not', null)
      .execute();
    for (const row of held) bump(counts, row.shop_id!, row.badging_pin!, 1);
  }

  for (const user of targets) {
    const shops = shopsOf.get(user.id) ?? [];
    const taken = { has: (pin: string) => pin === user.badging_pin || shops.some((s) => (counts.get(s)?.get(pin) ?? 0) > 0) };
    const pin = pickFreePin(taken, random);
    for (const s of shops) {
      if (user.badging_pin) bump(counts, s, user.badging_pin, -1);
      bump(counts, s, pin, 1);
    }
    assigned.set(user.id, pin);
  }
  await writePins(trx, assigned);
  return assigned;
}

/** Users whose PINs one UPDATE writes (a CASE of this many ids, well under the bound-parameter limits). */
const PIN_UPDATE_CHUNK = 250;

/** Writes the new PINs with one UPDATE … SET badging_pin = CASE id … per chunk (a group of 2,000 is 8 statements, not 2,000). */
async function writePins(trx: Kysely<Database>, pins: ReadonlyMap<number, string>): Promise<void> {
  const entries = [...pins];
  const at = new Date().toISOString();
  for (let i = 0; i < entries.length; i += PIN_UPDATE_CHUNK) {
    const chunk = entries.slice(i, i + PIN_UPDATE_CHUNK);
    await trx
      .updateTable('users')
      .set((eb) => {
        let pinCase = eb.case().when('id', '=', chunk[0][0]).then(chunk[0][1]);
        for (const [id, pin] of chunk.slice(1)) pinCase = pinCase.when('id', '=', id).then(pin);
        return { badging_pin: pinCase.else(eb.ref('badging_pin')).end(), updated_at: at };
      })
      .where('id', 'in', chunk.map(([id]) => id))
      .execute();
  }
}
