import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 7: the organisations list, the shops list and the map read one table. Append-only.
 * Display copies next to the sort-key copies of 0002, kept right by the write modules and the
 * seeds (server/lists/displayCopies.ts):
 * - organisations.owner_name ("first_name last_name"), owner_email, owner_phone: null without owner;
 * - shops.organisation_name, organisation_status, referent_name, referent_email, referent_phone
 *   (the referent's are null without referent);
 * - an index on organisations.owner_id, so that a user's rename finds the organisations they own.
 * Existing rows are filled from the joins the routes made so far (one UPDATE … FROM per table,
 * valid on SQLite 3.33+ and PostgreSQL); a row whose owner or referent no longer exists
 * keeps null copies, as the joins showed it.
 */
export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const addText = (table: string, column: string, notNull = false) =>
      db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => (notNull ? c.notNull().defaultTo('') : c))
        .execute();
    for (const column of ['owner_name', 'owner_email', 'owner_phone']) await addText('organisations', column);
    for (const column of ['organisation_name', 'organisation_status']) await addText('shops', column, true);
    for (const column of ['referent_name', 'referent_email', 'referent_phone']) await addText('shops', column);

    await sql`update organisations set
        owner_name = u.first_name || ' ' || u.last_name, owner_email = u.email, owner_phone = u.phone
      from users u where u.id = organisations.owner_id`.execute(db);
    // one pass over the shops (on PostgreSQL each rewritten row costs an entry in every index)
    await sql`update shops set organisation_name = v.organisation_name, organisation_status = v.organisation_status,
        referent_name = v.referent_name, referent_email = v.referent_email, referent_phone = v.referent_phone
      from (select s.id, o.name as organisation_name, o.status as organisation_status,
          u.first_name || ' ' || u.last_name as referent_name, u.email as referent_email, u.phone as referent_phone
        from shops s join organisations o on o.id = s.organisation_id left join users u on u.id = s.referent_user_id) v
      where v.id = shops.id`.execute(db);

    await db.schema.createIndex('organisations_owner_id_idx').on('organisations').column('owner_id').execute();
    // PostgreSQL: every row was rewritten; fresh statistics for the planner. VACUUM cannot run in the
    // migration's transaction: until (auto)vacuum comes by, the old row versions stay and index-only
    // scans visit the heap (on a server without autovacuum, run VACUUM ANALYZE organisations, shops)
    if (dialect === 'postgres') await sql`analyze organisations, shops`.execute(db);
  };
}
