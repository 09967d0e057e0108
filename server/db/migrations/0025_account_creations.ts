import { sql, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 18, account-creation prospects (spec 2 §2.4, §3 "Prospect", §7 "Prospects and mails"). Append-only.
 * One row per prospect invited to create an account (POST /super_admin/api/mails/deliver creates it, step invited);
 * the list sorts on id, organisation_name, step, name, email, bizdev: each a (key, id) index.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const id = sql.raw(`id ${idColumnType(dialect)} primary key`);
    await sql`create table account_creations (
      ${id},
      organisation_name text,
      step text not null,
      name text,
      email text not null,
      phone text,
      bizdev text,
      language text not null,
      country text not null,
      pack_offer_name text not null,
      payment_type text not null,
      payment_token text,
      include_employees_import_file integer not null default 0,
      invited_at text not null,
      created_at text not null,
      updated_at text not null
    )`.execute(db);
    for (const column of ['organisation_name', 'step', 'name', 'email', 'phone', 'bizdev']) {
      await sql`create index ${sql.raw(`account_creations_${column}_idx`)} on account_creations (${sql.raw(column)}, id)`.execute(db);
    }
  };
}
