import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { CONTACT_COLUMNS, ownerCopies, shopOrganisationColumns, shopReferentColumns } from '../../server/lists/displayCopies.js';
import { referentSortKeys, shopSortKeys, userSortKeys } from '../../server/lists/sortKeys.js';
import { organisationSearchDocument, shopSearchDocument, userSearchDocument } from '../../server/search/searchDocuments.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { countsForScale, LARGE_COUNTS } from '../../server/seed/scale.js';
import { seedScaled, type ScaledSeedSummary } from '../../server/seed/scaled.js';

/** 10 organisations, 30 shops, 400 users: every rule of the generator, in a second. */
const SCALE = '0.05';

const TABLES: Record<string, string> = {
  organisations: 'id',
  shops: 'id',
  users: 'id',
  licenses: 'id',
  memberships: 'id',
  cluster_nodes: 'id',
  labour_laws: 'id',
  feature_flags: 'name',
  feature_flags_dev: 'name',
  search_documents: 'searchable_type, searchable_id',
  shop_feature_states: 'shop_id, name',
  user_contracts: 'id',
};

async function rowsOf(handle: DatabaseHandle, table: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.raw(TABLES[table])}`.execute(handle.db);
  // password hashes are salted: compare whether there is one; list_words is PostgreSQL's generated word index (migration 0013)
  return rows.map(({ password_hash, list_words: _words, ...rest }) => (password_hash === undefined ? rest : { ...rest, password_hash: password_hash !== null }));
}

async function digest(handle: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.keys(TABLES)) out[table] = createHash('sha256').update(JSON.stringify(await rowsOf(handle, table))).digest('hex');
  return out;
}

async function count(handle: DatabaseHandle, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0].n);
}

async function seeded(url: string): Promise<{ handle: DatabaseHandle; summary: ScaledSeedSummary }> {
  const handle = openDatabase(url);
  await migrateToLatest(handle);
  const summary = await seedScaled(handle, { counts: countsForScale(SCALE)!, url });
  return { handle, summary };
}

/**
 * The charges as a real table holds them (server/seed/tables/charges.ts chronologicalChargesSql): ids follow
 * created_at, and each year and series is numbered 1, 2, 3… in time order (French law).
 */
async function expectChargesInTimeOrder(handle: DatabaseHandle): Promise<void> {
  const charges = await handle.db.selectFrom('stripe_charges').select(['id', 'invoice_number', 'created_at']).orderBy('id').execute();
  expect(charges.length).toBeGreaterThan(20);
  expect(charges.map((c) => Number(c.id))).toEqual(charges.map((_, i) => i + 1));
  expect(charges.map((c) => c.created_at)).toEqual(charges.map((c) => c.created_at).sort());
  const sequences = new Map<string, number[]>();
  for (const { invoice_number: number, created_at: at } of charges) {
    const [prefix, year, sequence] = number.split('-');
    expect(year).toBe(at.slice(0, 4));
    sequences.set(`${prefix}${year}`, [...(sequences.get(`${prefix}${year}`) ?? []), Number(sequence)]);
  }
  for (const numbers of sequences.values()) expect(numbers).toEqual(numbers.map((_, i) => i + 1));
}

/** SQLite's schema objects (indexes, triggers) by name, with their SQL. */
function sqliteSchema(handle: DatabaseHandle): Record<string, string> {
  const rows = handle.sqlite!.prepare("select name, sql from sqlite_master where type in ('index', 'trigger') and sql is not null").all() as { name: string; sql: string }[];
  return Object.fromEntries(rows.map((r) => [r.name, r.sql]));
}

describe('countsForScale', () => {
  it('knows the large dataset and multiplies the demo counts', () => {
    expect(countsForScale('large')).toEqual(LARGE_COUNTS);
    expect(LARGE_COUNTS).toEqual({ organisations: 100_000, shops: 200_000, users: 2_000_000 });
    expect(countsForScale('1')).toEqual({ organisations: 200, shops: 600, users: 8000 });
    expect(countsForScale('2.5')).toEqual({ organisations: 500, shops: 1500, users: 20_000 });
    expect(countsForScale('0.001')).toEqual({ organisations: 1, shops: 1, users: 22 });
  });
  it.each(['', 'huge', '-1', '0', '1e3', '20000'])('refuses %j', (value) => expect(countsForScale(value)).toBeNull());
});

describe(`scaled seed (SQLite, --scale ${SCALE})`, () => {
  let first: { handle: DatabaseHandle; summary: ScaledSeedSummary };
  let second: { handle: DatabaseHandle; summary: ScaledSeedSummary };

  beforeAll(async () => {
    first = await seeded(':memory:');
    second = await seeded(':memory:');
  }, 60_000);
  afterAll(async () => {
    await first?.handle.close();
    await second?.handle.close();
  });

  it('writes the same data twice', async () => {
    expect(await digest(first.handle)).toEqual(await digest(second.handle));
    expect(first.summary.rows).toEqual(second.summary.rows);
  });

  it('has the scaled counts', async () => {
    expect(first.summary.rows).toMatchObject({ organisations: 10, shops: 30, users: 400 });
    expect(await count(first.handle, 'select count(*) n from users')).toBe(400);
    expect(first.summary.rows.shop_feature_states).toBe(30 * 8);
  });

  it('gives every customer user with a main shop a contract (issue 29: the payroll file needs no 35 h fallback)', async () => {
    const withoutContract = await count(
      first.handle,
      `select count(*) n from users u join memberships m on m.user_id = u.id and m.main = 1 and m.shop_id is not null
       where u.super_admin = 0 and not exists (select 1 from user_contracts c where c.user_id = u.id)`,
    );
    expect(withoutContract).toBe(0);
    expect(first.summary.rows.user_contracts).toBeGreaterThan(300);
    // the weekly hours are the users' own contract hours, not one default for all
    expect(await count(first.handle, 'select count(distinct weekly_hours) n from user_contracts')).toBeGreaterThan(2);
    expect(await count(first.handle, "select count(*) n from user_contracts where counter_type not in ('hourly_rate', 'daily_rate')")).toBe(0);
  });

  it('keeps the counters equal to the real counts', async () => {
    const { handle } = first;
    expect(await count(handle, 'select count(*) n from organisations o where shops_count != (select count(*) from shops s where s.organisation_id = o.id)')).toBe(0);
    expect(
      await count(
        handle,
        `select count(*) n from organisations o where users_count != (select count(distinct m.user_id) from memberships m
         join users u on u.id = m.user_id where m.organisation_id = o.id and u.archived_at is null)`,
      ),
    ).toBe(0);
    expect(
      await count(
        handle,
        `select count(*) n from shops s where nb_employees != (select count(distinct m.user_id) from memberships m
         join users u on u.id = m.user_id where m.shop_id = s.id and u.archived_at is null)`,
      ),
    ).toBe(0);
  });

  it('writes every sort key and search document as the write paths compute them', async () => {
    const users = await first.handle.db.selectFrom('users').selectAll().execute();
    const organisations = await first.handle.db.selectFrom('organisations').selectAll().execute();
    const shops = await first.handle.db.selectFrom('shops').selectAll().execute();
    const documents = await first.handle.db.selectFrom('search_documents').select(['searchable_type', 'searchable_id', 'content', 'additional_information', 'normalized', 'content_key']).execute();
    const byKey = new Map(documents.map((d) => [`${d.searchable_type}:${d.searchable_id}`, d]));
    expect(documents).toHaveLength(users.length + organisations.length + shops.length);
    const userById = new Map(users.map((u) => [u.id, u]));
    const organisationById = new Map(organisations.map((o) => [o.id, o]));
    for (const u of users) {
      expect({ name_sort: u.name_sort, email_sort: u.email_sort }).toEqual(userSortKeys(u));
      expect(byKey.get(`User:${u.id}`)).toEqual(userSearchDocument(u));
    }
    for (const o of organisations) expect(byKey.get(`Organisation:${o.id}`)).toEqual(organisationSearchDocument(o));
    for (const s of shops) {
      expect(byKey.get(`Shop:${s.id}`)).toEqual(shopSearchDocument(s));
      const referent = userById.get(s.referent_user_id!);
      expect(referent).toBeDefined();
      const keys = shopSortKeys(s, organisationById.get(s.organisation_id)!, referent);
      expect({ ...keys, ...referentSortKeys(referent) }).toEqual({
        name_sort: s.name_sort,
        organisation_name_sort: s.organisation_name_sort,
        referent_name_sort: s.referent_name_sort,
        referent_email_sort: s.referent_email_sort,
      });
    }
  });

  it('writes the display copies of owners, referents and organisations as the write paths compute them', async () => {
    const { db } = first.handle;
    const users = new Map((await db.selectFrom('users').select(['id', ...CONTACT_COLUMNS]).execute()).map((u) => [u.id, u]));
    const organisations = await db.selectFrom('organisations').selectAll().execute();
    const organisationById = new Map(organisations.map((o) => [o.id, o]));
    for (const o of organisations) {
      expect(users.get(o.owner_id!)).toBeDefined();
      expect({ owner_name: o.owner_name, owner_email: o.owner_email, owner_phone: o.owner_phone }).toEqual(ownerCopies(users.get(o.owner_id!)));
    }
    for (const s of await db.selectFrom('shops').selectAll().execute()) {
      expect({ ...s }).toMatchObject({ ...shopOrganisationColumns(organisationById.get(s.organisation_id)!), ...shopReferentColumns(users.get(s.referent_user_id!)) });
    }
    expect(organisations.some((o) => o.owner_phone !== null)).toBe(true);
  });

  it('restores the schema, the foreign keys and the search index', async () => {
    const fresh = openDatabase(':memory:');
    await migrateToLatest(fresh);
    expect(sqliteSchema(first.handle)).toEqual(sqliteSchema(fresh));
    await fresh.close();
    const sqlite = first.handle.sqlite!;
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    // the FTS5 index finds exactly what a scan finds
    for (const word of ['mar', 'ine', 'pari', '06 ']) {
      const scanned = sqlite.prepare('select rank_key from search_documents where normalized like ? order by rank_key').pluck().all(`%${word}%`);
      const indexed = sqlite.prepare('select rowid from search_fts where search_fts match ? order by rowid').pluck().all(`words : "${word}"`);
      expect(indexed, word).toEqual(scanned);
      expect(scanned.length, word).toBeGreaterThan(0);
    }
    // the lists' word indexes (migration 0013) hold every row: each status counted as the table counts it
    for (const [table, column] of [['organisations', 'status'], ['shops', 'organisation_status']]) {
      const counts = sqlite.prepare(`select ${column} as value, count(*) as n from ${table} group by 1`).all() as { value: string; n: number }[];
      for (const { value, n } of counts) {
        const indexed = sqlite.prepare(`select count(*) from ${table}_list_words where ${table}_list_words match ?`).pluck().get(`"\uE000${value}"`);
        expect(indexed, `${table} ${value}`).toBe(n);
      }
    }
  });

  it('creates the demo accounts with their passwords, and the sequences move past the rows', async () => {
    const { db } = first.handle;
    const admin = await db.selectFrom('users').selectAll().where('email', '=', DEMO_ACCOUNTS.fullAdmin.email).executeTakeFirstOrThrow();
    expect([admin.super_admin, admin.password_hash?.startsWith('$argon2')]).toEqual([1, true]);
    const customer = await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.customer.email).executeTakeFirstOrThrow();
    expect(await db.selectFrom('organisations').select('id').where('owner_id', '=', customer.id).execute()).toHaveLength(1);
    const { rows } = await sql<{ id: number }>`insert into organisations (name, status, created_at, updated_at)
      values ('Nouvelle', 'trial', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z') returning id`.execute(db);
    expect(rows[0].id).toBe(11);
    await db.deleteFrom('organisations').where('id', '=', rows[0].id).execute();
  });

  it('puts the invoices in time order, numbered chronologically in each year and series', async () => {
    await expectChargesInTimeOrder(first.handle);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `seed_scaled_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      drop = async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      };
      handle = (await seeded(url.toString())).handle;
    }, 60_000);
    afterAll(async () => {
      await handle?.close();
      await drop?.();
    }, 60_000);

    it('writes the same rows as on SQLite', async () => {
      for (const table of Object.keys(TABLES)) expect(await rowsOf(handle, table), table).toEqual(await rowsOf(first.handle, table));
    });

    it('puts the invoices in the same time order and numbers', async () => {
      await expectChargesInTimeOrder(handle);
      const numbers = async (h: DatabaseHandle) => (await h.db.selectFrom('stripe_charges').select(['id', 'invoice_number']).orderBy('id').execute()).map((c) => `${c.id} ${c.invoice_number}`);
      expect(await numbers(handle)).toEqual(await numbers(first.handle));
    });

    it('restores the indexes and foreign keys, and the sequences move past the rows', async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_constraint where contype = 'f'`.execute(handle.db);
      expect(rows[0].n).toBeGreaterThan(5);
      const trgm = await sql`select 1 from pg_indexes where indexname = 'search_documents_trgm_idx'`.execute(handle.db);
      expect(trgm.rows).toHaveLength(1);
      const created = await sql<{ id: number }>`insert into organisations (name, status, created_at, updated_at)
        values ('Nouvelle', 'trial', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z') returning id`.execute(handle.db);
      expect(created.rows[0].id).toBe(11);
    });
  });
});
