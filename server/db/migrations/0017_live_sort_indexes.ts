import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 16: the organisations and shops lists leave out deleted organisations and their shops
 * (`deleted_at is null`, `organisation_deleted_at is null`, migration 0015). Their sort indexes of 0013
 * did not hold that column, so a deep page (page 1,000 by name: 99,900 rows skipped) read the table
 * for every row it skipped (225 ms instead of 5). They become partial indexes of the live rows that
 * also hold the column (SQLite reads a partial index alone only when it holds every column the query
 * names; PostgreSQL: INCLUDE), so the walk reads the index alone again. The hidden rows get partial
 * indexes of their own: a list's total is all rows less them. The map's covering indexes hold the mark. Statements written out, not imported.
 */
const SORT_INDEXES: { table: string; hidden: string; filters: string[]; keys: Record<string, string> }[] = [
  {
    table: 'organisations',
    hidden: 'deleted_at',
    filters: ['status', 'plan'],
    keys: { organisations_name_sort_idx: 'name_sort', organisations_status_idx: 'status', organisations_shops_count_idx: 'shops_count', organisations_users_count_idx: 'users_count' },
  },
  {
    table: 'shops',
    hidden: 'organisation_deleted_at',
    filters: ['organisation_status'],
    keys: {
      shops_name_sort_idx: 'name_sort',
      shops_organisation_name_sort_idx: 'organisation_name_sort',
      shops_referent_name_sort_idx: 'referent_name_sort',
      shops_referent_email_sort_idx: 'referent_email_sort',
    },
  },
];

function statements(dialect: Dialect): string[] {
  return SORT_INDEXES.flatMap(({ table, hidden, filters, keys }) =>
    Object.entries(keys).flatMap(([name, key]) => {
      const extra = [...filters.filter((column) => column !== key), hidden].join(', ');
      const columns = dialect === 'postgres' ? `(${key}, id) include (${extra})` : `(${key}, id, ${extra})`;
      return [`drop index ${name}`, `create index ${name} on ${table} ${columns} where ${hidden} is null`];
    }),
  );
}

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    for (const statement of statements(dialect)) await sql.raw(statement).execute(db);
    // the sort on organisation_id keeps its full index (the organisation's shops tab reads it without the mark); the list gets its own
    const shopsByOrganisation = dialect === 'postgres' ? '(organisation_id, id) include (organisation_status, organisation_deleted_at)' : '(organisation_id, id, organisation_status, organisation_deleted_at)';
    await sql.raw(`create index shops_live_organisation_id_idx on shops ${shopsByOrganisation} where organisation_deleted_at is null`).execute(db);
    // the lists count all rows less these few (server/lists/listQuery.ts)
    await sql`create index organisations_deleted_idx on organisations (id) where deleted_at is not null`.execute(db);
    await sql`create index shops_of_deleted_organisations_idx on shops (id) where organisation_deleted_at is not null`.execute(db);
    // the map's covering indexes of 0005 hold the mark too, so the radius scan still never reads the table
    const mapColumns = 'cancelled, sector, nb_employees, organisation_deleted_at, id';
    for (const [name, lead] of [
      ['shops_map_geo_idx', 'lat, lng, convention'],
      ['shops_map_convention_idx', 'convention, lat, lng'],
    ]) {
      await sql.raw(`drop index ${name}`).execute(db);
      await sql.raw(`create index ${name} on shops (${lead}, ${mapColumns})`).execute(db);
    }
  };
}
