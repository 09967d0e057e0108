import type { Kysely } from 'kysely';
import { canaryApplies } from '../../../src/domain/devFlags.js';
import { storedNumbers } from '../../db/storedJson.js';
import type { Database } from '../../db/types/index.js';

/** Dev flags on for this user: standard ones, user canaries that list them, and canaries that apply to all. */
export async function activeDevFlags(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('feature_flags_dev')
    .select(['name', 'canary_release_type', 'canary_release_ids'])
    .where('active', '=', 1)
    .orderBy('name')
    .execute();
  return rows
    .filter((row) => {
      if (row.canary_release_type === null) return true;
      const ids = storedNumbers(row.canary_release_ids);
      return ids.length === 0 || (row.canary_release_type === 'user' && canaryApplies(ids, userId));
    })
    .map((row) => row.name);
}

export async function setLang(trx: Kysely<Database>, userId: number, lang: string): Promise<void> {
  await trx.updateTable('users').set({ lang, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
}
