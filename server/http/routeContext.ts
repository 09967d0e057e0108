import type { Kysely } from 'kysely';
import type { TokenSigner } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Dialect } from '../db/index.js';
import type { Database } from '../db/types/index.js';

/** What every route module receives as its plugin options. */
export interface RouteContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  tokens: TokenSigner;
}
