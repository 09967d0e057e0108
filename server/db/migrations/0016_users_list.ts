import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Helper C (spec 2 §2.1 users tab, §2.4 all users, §2.3 history). Append-only.
 * - users.organisation_id: the user's organisation (main membership, else the oldest), kept by
 *   server/routes/users/store.ts and the seed, so that an organisation's users are a range of one
 *   index of users, walked in any sort order (an organisation of 20,000 users: no join, no sort).
 * - The users list's sort indexes (id, name_sort, email_sort) hold archived_at after (key, id), so
 *   status=active walks them alone (PostgreSQL: INCLUDE); status=archived has partial indexes of its
 *   own (the archived few: exact counts in a few ms, every page an index walk).
 * - (organisation_id, key, id, archived_at) for the employees tab, every sort, with or without status.
 * - audit_events(entity_type, entity_id, created_at, id): a user's action history by date.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    await sql`alter table users add column organisation_id integer`.execute(db);
    await sql`update users set organisation_id = (
        select m.organisation_id from memberships m where m.user_id = users.id order by m.main desc, m.id limit 1)
      where exists (select 1 from memberships m where m.user_id = users.id)`.execute(db);
    for (const statement of dialect === 'postgres' ? POSTGRES : SQLITE) await sql.raw(statement).execute(db);
    if (dialect === 'postgres') await sql`analyze users`.execute(db);
  };
}

const KEYS = { id: null, name_sort: 'name_sort', email_sort: 'email_sort' } as const;

// archived_at in the partial indexes too: SQLite reads a partial index alone only when it holds every column the query names
const ARCHIVED_ONLY = Object.entries(KEYS).map(
  ([name, key]) => `create index users_archived_${name}_idx on users (${key ? `${key}, ` : ''}id, archived_at) where archived_at is not null`,
);

const SQLITE = [
  ...Object.entries(KEYS).flatMap(([name, key]) => [`drop index if exists users_${name}_idx`, `create index users_${name}_idx on users (${key ? `${key}, ` : ''}id, archived_at)`]),
  ...ARCHIVED_ONLY,
  ...Object.entries(KEYS).map(([name, key]) => `create index users_organisation_${name}_idx on users (organisation_id, ${key ? `${key}, ` : ''}id, archived_at)`),
  'create index audit_events_entity_created_idx on audit_events (entity_type, entity_id, created_at, id)',
];

const POSTGRES = [
  ...Object.entries(KEYS).flatMap(([name, key]) => [
    `drop index if exists users_${name}_idx`,
    `create index users_${name}_idx on users (${key ? `${key}, ` : ''}id) include (archived_at)`,
  ]),
  ...ARCHIVED_ONLY,
  ...Object.entries(KEYS).map(([name, key]) => `create index users_organisation_${name}_idx on users (organisation_id, ${key ? `${key}, ` : ''}id) include (archived_at)`),
  'create index audit_events_entity_created_idx on audit_events (entity_type, entity_id, created_at, id)',
];
