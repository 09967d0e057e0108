import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types/index.js';

const SETTING_KEY = 'jwt_secret';

/**
 * The signing secret when JWT_SECRET is not set: generated on first start and kept in app_settings,
 * so tokens survive restarts and every replica sharing the database signs with the same key.
 */
export async function loadOrCreateJwtSecret(db: Kysely<Database>): Promise<string> {
  const stored = await db.selectFrom('app_settings').select('value').where('key', '=', SETTING_KEY).executeTakeFirst();
  if (stored) return stored.value;
  await db
    .insertInto('app_settings')
    .values({ key: SETTING_KEY, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // read back: another replica may have won the insert race
  const created = await db.selectFrom('app_settings').select('value').where('key', '=', SETTING_KEY).executeTakeFirstOrThrow();
  return created.value;
}
