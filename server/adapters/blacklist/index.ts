import type { Kysely } from 'kysely';
import type { Database } from '../../db/types/index.js';
import type { Blacklist } from './blacklist.js';
import { embeddedBlacklist } from './embedded.js';
import { httpBlacklist } from './httpClient.js';

export type { Blacklist, BlacklistEntry, BlacklistKind } from './blacklist.js';

/** The blacklist service at BLACKLIST_URL when set, else the embedded one on our database. */
export function createBlacklist(db: Kysely<Database>, blacklistUrl: string | null): Blacklist {
  return blacklistUrl ? httpBlacklist(blacklistUrl) : embeddedBlacklist(db);
}
