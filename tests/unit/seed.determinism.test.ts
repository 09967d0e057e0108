import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { seedDemo, seedIfEmpty, type SeedSummary } from '../../server/seed/index.js';
import { DEV_FLAGS } from '../../src/domain/devFlags.js';
import { PERMISSION_FLAGS } from '../../src/domain/permissions.js';

const DIGESTED: Record<string, string> = {
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
  user_annualization_configs: 'user_id',
};

async function openSeeded(production = false): Promise<{ handle: DatabaseHandle; summary: SeedSummary }> {
  const handle = openDatabase(':memory:');
  await migrateToLatest(handle);
  const summary = await seedDemo(handle, { size: 'small', production });
  return { handle, summary };
}

/** One hash per table; password hashes are salted, so they are left out. */
async function digest(handle: DatabaseHandle): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [table, order] of Object.entries(DIGESTED)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(handle.db);
    const clean = rows.map(({ password_hash: _ignored, ...rest }) => rest);
    out[table] = createHash('sha256').update(JSON.stringify(clean)).digest('hex');
  }
  return out;
}

async function count(handle: DatabaseHandle, query: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`${sql.raw(query)}`.execute(handle.db);
  return Number(rows[0].n);
}

describe('demo seed (small)', () => {
  let first: { handle: DatabaseHandle; summary: SeedSummary };
  let second: { handle: DatabaseHandle; summary: SeedSummary };

  beforeAll(async () => {
    first = await openSeeded();
    second = await openSeeded();
  });
  afterAll(async () => {
    await first.handle.close();
    await second.handle.close();
  });

  it('writes the same data twice', async () => {
    expect(await digest(first.handle)).toEqual(await digest(second.handle));
    expect(first.summary.rows).toEqual(second.summary.rows);
  });

  it('gives annualisation configs to some French shops\' users (issue 31), each in its main shop', async () => {
    const configs = await count(first.handle, 'select count(*) as n from user_annualization_configs');
    expect(configs).toBeGreaterThan(0);
    const misplaced = await count(
      first.handle,
      `select count(*) as n from user_annualization_configs c
        left join memberships m on m.user_id = c.user_id and m.main = 1 and m.shop_id = c.shop_id
        left join shops s on s.id = c.shop_id
        where m.id is null or lower(s.country) <> 'fr'`,
    );
    expect(misplaced).toBe(0);
  });

  it('has the small counts', () => {
    expect(first.summary.rows).toMatchObject({ organisations: 8, shops: 25, users: 250 });
  });

  it('covers every organisation status', async () => {
    const rows = await first.handle.db.selectFrom('organisations').select('status').distinct().execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['active', 'cancelled', 'suspended', 'trial', 'waiting']);
  });

  it('keeps the counters equal to the real counts', async () => {
    const { handle } = first;
    expect(
      await count(handle, 'select count(*) n from organisations o where shops_count != (select count(*) from shops s where s.organisation_id = o.id)'),
    ).toBe(0);
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

  it('makes each owner and shop referent a system administrator of the organisation', async () => {
    const isAdmin = (column: string, table: string) =>
      `select count(*) n from ${table} t where not exists (select 1 from memberships m join licenses l on l.id = m.license_id
       where m.user_id = t.${column} and m.organisation_id = t.${table === 'shops' ? 'organisation_id' : 'id'} and l.original_type = 'system_admin')`;
    expect(await count(first.handle, isAdmin('owner_id', 'organisations'))).toBe(0);
    expect(await count(first.handle, isAdmin('referent_user_id', 'shops'))).toBe(0);
  });

  it('indexes every user, organisation and shop for search', async () => {
    const total = await count(first.handle, 'select (select count(*) from users) + (select count(*) from organisations) + (select count(*) from shops) n');
    expect(await count(first.handle, 'select count(*) n from search_documents')).toBe(total);
    const claire = await first.handle.db.selectFrom('search_documents').selectAll().where('content', '=', 'Claire Martin').executeTakeFirstOrThrow();
    expect(claire.additional_information).toMatch(/^claire\.martin@client\.example · 0[67]( \d\d){4}$/);
    expect(claire.normalized).toContain('claire martin claire.martin@client.example');
  });

  it('creates every demo account in the state its sign-in needs', async () => {
    const { db } = first.handle;
    const user = (email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    const organisationStatus = async (userId: number) =>
      (
        await db
          .selectFrom('memberships')
          .innerJoin('organisations', 'organisations.id', 'memberships.organisation_id')
          .select('organisations.status')
          .where('memberships.user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).status;

    const full = await user(DEMO_ACCOUNTS.fullAdmin.email);
    expect(full.super_admin).toBe(1);
    expect(JSON.parse(full.permissions)).toEqual([...PERMISSION_FLAGS]);
    expect(await verifyPassword(full.password_hash, DEMO_ACCOUNTS.fullAdmin.password)).toBe(true);
    const restricted = await user(DEMO_ACCOUNTS.restrictedAdmin.email);
    expect([restricted.super_admin, restricted.permissions]).toEqual([1, '[]']);

    const customer = await user(DEMO_ACCOUNTS.customer.email);
    expect([customer.super_admin, customer.archived_at, customer.time_clock_only]).toEqual([0, null, 0]);
    expect(customer.confirmed_at).not.toBeNull();
    expect(await organisationStatus(customer.id)).toBe('active');
    expect(await verifyPassword(customer.password_hash, DEMO_ACCOUNTS.customer.password)).toBe(true);
    const owned = await db.selectFrom('organisations').select('owner_id').where('owner_id', '=', customer.id).execute();
    expect(owned).toHaveLength(1);

    expect((await user(DEMO_ACCOUNTS.archived.email)).archived_at).not.toBeNull();
    expect((await user(DEMO_ACCOUNTS.unconfirmed.email)).confirmed_at).toBeNull();
    expect(await organisationStatus((await user(DEMO_ACCOUNTS.cancelledOrganisation.email)).id)).toBe('cancelled');
    expect(await organisationStatus((await user(DEMO_ACCOUNTS.waitingOrganisation.email)).id)).toBe('waiting');

    const clock = await user(DEMO_ACCOUNTS.timeClockDisabled.email);
    expect(clock.time_clock_only).toBe(1);
    const badging = await db
      .selectFrom('memberships')
      .innerJoin('shops', 'shops.id', 'memberships.shop_id')
      .select('shops.badging')
      .where('memberships.user_id', '=', clock.id)
      .execute();
    expect(badging.length).toBeGreaterThan(0);
    expect(badging.every((s) => s.badging === 0)).toBe(true);

    const staff = await db.selectFrom('users').select(['email', 'password_hash']).where('super_admin', '=', 1).execute();
    expect(staff.length).toBeGreaterThan(2);
    expect(staff.every((s) => s.email!.endsWith('@planora.example'))).toBe(true);
    expect(staff.filter((s) => s.password_hash).map((s) => s.email).sort()).toEqual(
      [DEMO_ACCOUNTS.fullAdmin.email, DEMO_ACCOUNTS.restrictedAdmin.email].sort(),
    );
  });

  it('turns on every dev flag the console knows but the legacy-integration one, with canary releases', async () => {
    const flags = await first.handle.db.selectFrom('feature_flags_dev').selectAll().execute();
    const active = new Set(flags.filter((f) => f.active).map((f) => f.name));
    for (const name of Object.values(DEV_FLAGS)) expect(active.has(name), name).toBe(name !== DEV_FLAGS.legacyIntegrationDisabled);
    const canaries = flags.filter((f) => f.canary_release_type);
    expect(new Set(canaries.map((f) => f.canary_release_type))).toEqual(new Set(['shop', 'user', 'organisation']));
    const idLists = canaries.map((f) => JSON.parse(f.canary_release_ids) as number[]);
    expect(idLists.some((ids) => ids.length === 0)).toBe(true);
    expect(idLists.some((ids) => ids.join(',').length > 100)).toBe(true);
  });

  it('gives shops labour laws of their country, never a disabled one', async () => {
    const rows = await first.handle.db
      .selectFrom('shops')
      .innerJoin('labour_laws', 'labour_laws.id', 'shops.labour_law_id')
      .select(['shops.country', 'labour_laws.country as lawCountry', 'labour_laws.enabled'])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.lawCountry, r.enabled]).toEqual([r.country, 1]);
  });

  it('moves the id sequences past the seeded rows', async () => {
    const { db } = first.handle;
    const { rows } = await sql<{ id: number }>`insert into organisations (name, status, created_at, updated_at)
      values ('Nouvelle', 'trial', '2026-11-01T08:00:00.000Z', '2026-11-01T08:00:00.000Z') returning id`.execute(db);
    const created = rows[0];
    expect(created.id).toBe(9);
    await db.deleteFrom('organisations').where('id', '=', created.id).execute();
  });
});

describe('seedIfEmpty in production', () => {
  it('seeds the demo size once, and gives the demo accounts no password', async () => {
    const handle = openDatabase(':memory:');
    try {
      await migrateToLatest(handle);
      const messages: string[] = [];
      expect(await seedIfEmpty(handle, { production: true, log: (m) => messages.push(m) })).toBe(true);
      expect(messages.some((m) => /no password/.test(m))).toBe(true);
      expect(await count(handle, 'select count(*) n from organisations')).toBe(200);
      expect(await count(handle, 'select count(*) n from shops')).toBe(600);
      expect(await count(handle, 'select count(*) n from users')).toBe(8000);
      expect(await count(handle, 'select count(*) n from users where password_hash is not null')).toBe(0);
      expect(await seedIfEmpty(handle, { production: true })).toBe(false);
    } finally {
      await handle.close();
    }
    // 8,000 users: about 2 s on an idle machine, much more on a busy one
  }, 30_000);
});
