import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 28 (HR + turned off leaves alone what was on before it). Append-only.
 * - shop_feature_option_priors: when a feature option ('HR +') is turned on, the option's features that were already
 *   on (features_on, a JSON array of names); turning the option off keeps those on. The row goes when the option goes.
 */
export function up(_dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await db.schema
      .createTable('shop_feature_option_priors')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('option', 'text', (c) => c.notNull())
      .addColumn('features_on', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('shop_feature_option_priors_pk', ['shop_id', 'option'])
      .execute();
  };
}
