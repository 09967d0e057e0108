import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import { normaliseBlacklistValue, type Blacklist, type BlacklistKind } from './blacklist.js';

/** Values per query of findMany (under SQLite's bound-parameter limit). */
const FIND_MANY_CHUNK = 500;

/** The blacklist kept in our database (table blacklist_entries), used when BLACKLIST_URL is not set. */
export function embeddedBlacklist(db: Kysely<Database>): Blacklist {
  return {
    async find(kind, value) {
      const row = await db
        .selectFrom('blacklist_entries')
        .selectAll()
        .where('kind', '=', kind)
        .where('value', '=', normaliseBlacklistValue(kind, value))
        .executeTakeFirst();
      return row ? { kind: row.kind as BlacklistKind, value: row.value, reason: row.reason, createdAt: row.created_at } : null;
    },
    async findMany(kind, values) {
      const normalised = [...new Set(values.map((v) => normaliseBlacklistValue(kind, v)))];
      const listed = new Set<string>();
      for (let i = 0; i < normalised.length; i += FIND_MANY_CHUNK) {
        const rows = await db.selectFrom('blacklist_entries').select('value').where('kind', '=', kind).where('value', 'in', normalised.slice(i, i + FIND_MANY_CHUNK)).execute();
        for (const row of rows) listed.add(row.value);
      }
      return listed;
    },
    async delete(kind, value) {
      const result = await db
        .deleteFrom('blacklist_entries')
        .where('kind', '=', kind)
        .where('value', '=', normaliseBlacklistValue(kind, value))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    add: (kind, value, reason) => addToEmbeddedBlacklist(db, kind, value, reason),
  };
}

/** Blacklists an address or number in the embedded blacklist (the delivery webhook, the seed and tests), once. */
export async function addToEmbeddedBlacklist(db: Kysely<Database>, kind: BlacklistKind, value: string, reason: string | null = null): Promise<void> {
  await db
    .insertInto('blacklist_entries')
    .values({ kind, value: normaliseBlacklistValue(kind, value), reason, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['kind', 'value']).doNothing())
    .execute();
}
