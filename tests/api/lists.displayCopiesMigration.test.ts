import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { migrations } from '../../server/db/migrations/index.js';
import type { Database } from '../../server/db/types/index.js';
import { databases, freshDatabase } from './support/testApp.js';

/** Migration 0008 fills the display copies of the rows written before it, as the joins answered. */
describe.each(databases())('migration 0008 (display copies) on %s', (kind) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};
  const now = new Date().toISOString();

  async function insert(db: Kysely<Database>, table: 'users' | 'organisations' | 'shops', values: Record<string, unknown>): Promise<number> {
    const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(Object.keys(values).map((k) => sql.ref(k)))})
      values (${sql.join(Object.values(values))}) returning id`.execute(db);
    return rows[0].id;
  }

  beforeAll(async () => {
    const database = await freshDatabase(kind);
    drop = database.drop;
    handle = openDatabase(database.url);
    const { error } = await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations(handle.dialect) } }).migrateTo('0007_scale');
    if (error) throw error;
    // rows as they were before 0008: no copy columns yet
    const { db } = handle;
    const user = (first: string, last: string, email: string | null, phone: string | null) =>
      insert(db, 'users', { first_name: first, last_name: last, email, phone, created_at: now, updated_at: now });
    ids.claire = await user('Claire', 'Martin', 'claire@client.example', '06 11 22 33 44');
    ids.paul = await user('Paul', 'Sans', null, null);
    const organisation = (name: string, status: string, owner: number | null) =>
      insert(db, 'organisations', { name, status, owner_id: owner, created_at: now, updated_at: now });
    ids.owned = await organisation('Brasserie Martin', 'active', ids.claire);
    ids.unowned = await organisation('Sans Patron', 'trial', null);
    ids.vanished = await organisation('Patron Disparu', 'suspended', 999_999);
    const shop = (organisationId: number, name: string, referent: number | null) =>
      insert(db, 'shops', { organisation_id: organisationId, name, referent_user_id: referent, created_at: now, updated_at: now });
    ids.shopClaire = await shop(ids.owned, 'Brasserie Martin Lyon', ids.claire);
    ids.shopPaul = await shop(ids.unowned, 'Sans Patron Nantes', ids.paul);
    ids.shopNobody = await shop(ids.vanished, 'Patron Disparu Brest', null);
    ids.shopVanished = await shop(ids.vanished, 'Patron Disparu Rennes', 999_998);
    expect(await migrateToLatest(handle)).toContain('0008_display_copies');
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it("copies each organisation's owner, null without one or when the owner no longer exists", async () => {
    const rows = await handle.db.selectFrom('organisations').select(['id', 'owner_name', 'owner_email', 'owner_phone']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: ids.owned, owner_name: 'Claire Martin', owner_email: 'claire@client.example', owner_phone: '06 11 22 33 44' },
      { id: ids.unowned, owner_name: null, owner_email: null, owner_phone: null },
      { id: ids.vanished, owner_name: null, owner_email: null, owner_phone: null },
    ]);
  });

  it("copies each shop's organisation and referent, null without one or when the referent no longer exists", async () => {
    const rows = await handle.db
      .selectFrom('shops')
      .select(['id', 'organisation_name', 'organisation_status', 'referent_name', 'referent_email', 'referent_phone'])
      .orderBy('id')
      .execute();
    const none = { referent_name: null, referent_email: null, referent_phone: null };
    expect(rows).toEqual([
      { id: ids.shopClaire, organisation_name: 'Brasserie Martin', organisation_status: 'active', referent_name: 'Claire Martin', referent_email: 'claire@client.example', referent_phone: '06 11 22 33 44' },
      { id: ids.shopPaul, organisation_name: 'Sans Patron', organisation_status: 'trial', referent_name: 'Paul Sans', referent_email: null, referent_phone: null },
      { id: ids.shopNobody, organisation_name: 'Patron Disparu', organisation_status: 'suspended', ...none },
      { id: ids.shopVanished, organisation_name: 'Patron Disparu', organisation_status: 'suspended', ...none },
    ]);
  });
});
