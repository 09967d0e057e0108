import { sql, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 29, the data the payroll file reads (spec 3 §3.2 "Contract type: id, country, key"; §2.2 exclusions).
 * Append-only.
 * - contract_types: the contract types of each contract country (fr, es, de, gb, be, ch), seeded here with fixed ids
 *   (the list as it stood then, frozen here; src/domain/payConfigs/contractTypes.ts names them): reference data every
 *   database has; GET /super_admin/api/config lists them;
 * - user_contracts: a user's employment contracts: contract type, counter type (hourly_rate | daily_rate), weekly hours,
 *   first and last day (YYYY-MM-DD, ends_on null = open-ended), the shop when it is tied to one. The payroll file reads
 *   a user's contracts overlapping a period: (user_id, starts_on);
 * - users.pay_identification_number: the payroll software's employee number (null: none; such users can be excluded);
 * - users.team: the user's team name, matched against a config's excluded_teams;
 * - shifts.break_minutes: the unpaid break inside a shift (0 when none).
 */
const CONTRACT_TYPES: Record<string, readonly string[]> = {
  fr: ['cdi', 'cdd', 'interim', 'apprenticeship', 'professionalisation', 'internship', 'seasonal'],
  es: ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'fijo_discontinuo'],
  de: ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'minijob'],
  gb: ['cdi', 'cdd', 'interim', 'apprenticeship', 'internship', 'zero_hours'],
  be: ['cdi', 'cdd', 'interim', 'apprenticeship', 'student', 'flexi_job'],
  ch: ['cdi', 'cdd', 'interim', 'apprenticeship', 'auxiliary'],
};

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = idColumnType(dialect);
    const autoIncrement = <T extends { autoIncrement(): T }>(builder: T) => (dialect === 'sqlite' ? builder.autoIncrement() : builder);
    await db.schema
      .createTable('contract_types')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contract_types_country_key_idx').on('contract_types').columns(['country', 'key']).unique().execute();
    await db
      .insertInto('contract_types' as never)
      .values(Object.entries(CONTRACT_TYPES).flatMap(([country, keys]) => keys.map((key) => ({ country, key }))).map((type, index) => ({ id: index + 1, ...type })) as never)
      .execute();
    if (dialect === 'postgres') await sql`select setval(pg_get_serial_sequence('contract_types', 'id'), (select max(id) from contract_types))`.execute(db);

    await db.schema
      .createTable('user_contracts')
      .addColumn('id', id, (c) => autoIncrement(c.primaryKey()))
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer')
      .addColumn('contract_type_id', 'integer', (c) => c.notNull())
      .addColumn('counter_type', 'text', (c) => c.notNull().defaultTo('hourly_rate'))
      .addColumn('weekly_hours', dialect === 'sqlite' ? 'real' : 'double precision', (c) => c.notNull())
      .addColumn('starts_on', 'text', (c) => c.notNull())
      .addColumn('ends_on', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('user_contracts_user_start_idx').on('user_contracts').columns(['user_id', 'starts_on']).execute();

    await db.schema.alterTable('users').addColumn('pay_identification_number', 'text').execute();
    await db.schema.alterTable('users').addColumn('team', 'text').execute();
    await sql`alter table shifts add column break_minutes integer not null default 0`.execute(db);
  };
}
