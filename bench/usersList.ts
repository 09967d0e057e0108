// Quick latency check of GET /super_admin/api/users (helper C): page 1 of every sort, both
// directions, unfiltered and per status, over all users and over the largest organisation
// (grown to BIG_ORGANISATION users first when none has that many). In-process (app.inject),
// one client, sequential: p95 of SAMPLES requests per variant after a warm-up.
//   npx tsx bench/usersList.ts /tmp/hC.sqlite
import { sql } from 'kysely';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { migrateToLatest, openDatabase } from '../server/db/index.js';
import { userSortKeys } from '../server/lists/sortKeys.js';
import { DEMO_ACCOUNTS } from '../server/seed/demoAccounts.js';

const BIG_ORGANISATION = 20_000;
const SAMPLES = Number(process.env.SAMPLES ?? 60);
const file = process.argv[2];
if (!file) throw new Error('usage: tsx bench/usersList.ts <sqlite file | postgres url>');
const url = file.startsWith('postgres') ? file : `sqlite:${file}`;

const handle = openDatabase(url);
await migrateToLatest(handle);
const { db } = handle;

async function biggestOrganisation(): Promise<{ id: number; n: number }> {
  const row = await db
    .selectFrom('users')
    .select(['organisation_id as id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('organisation_id', 'is not', null)
    .groupBy('organisation_id')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), n: Number(row.n) };
}

let big = await biggestOrganisation();
if (big.n < BIG_ORGANISATION) {
  const shop = await db.selectFrom('shops').select('id').where('organisation_id', '=', big.id).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const missing = BIG_ORGANISATION - big.n;
  for (let done = 0; done < missing; done += 1000) {
    await db.transaction().execute(async (trx) => {
      const users = Array.from({ length: Math.min(1000, missing - done) }, (_, i) => {
        const first = `Bench${(done + i) % 977}`;
        const last = `Employee ${done + i}`;
        const email = `bench.${done + i}.${big.id}@bench.example`;
        return {
          first_name: first,
          last_name: last,
          email,
          ...userSortKeys({ first_name: first, last_name: last, email }),
          organisation_id: big.id,
          archived_at: (done + i) % 20 === 0 ? now : null,
          invitation_accepted_at: now,
          created_at: now,
          updated_at: now,
        };
      });
      const ids = await trx.insertInto('users').values(users).returning('id').execute();
      await trx
        .insertInto('memberships')
        .values(ids.map(({ id }) => ({ user_id: id, organisation_id: big.id, shop_id: shop.id, main: 1, created_at: now })))
        .execute();
    });
  }
  if (handle.dialect === 'sqlite') await sql`analyze`.execute(db);
  big = await biggestOrganisation();
}
const total = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
console.log(`${Number(total.n).toLocaleString('en')} users; organisation ${big.id} holds ${big.n.toLocaleString('en')}`);

const app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: url, jwtSecret: 'bench-only-signing-key-0123456789-abcdefghijklmnop' }, database: handle, logger: false });
await app.ready();
const signIn = await app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email: DEMO_ACCOUNTS.fullAdmin.email, password: DEMO_ACCOUNTS.fullAdmin.password } });
const token = signIn.json().token as string;

/** p95 of the wall-clock time and of the process CPU time (SQLite runs in this thread: the CPU time is the request's cost, whatever the machine's load). */
async function p95(query: string): Promise<[number, number]> {
  const get = async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await app.inject({ url: `/super_admin/api/users?${query}`, headers: { authorization: `Bearer ${token}` } });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    const used = process.cpuUsage(cpu);
    return [performance.now() - started, (used.user + used.system) / 1000] as const;
  };
  for (let i = 0; i < 5; i++) await get();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const [w, c] = await get();
    wall.push(w);
    cpu.push(c);
  }
  const at95 = (values: number[]) => values.sort((a, b) => a - b)[Math.ceil(SAMPLES * 0.95) - 1];
  return [at95(wall), at95(cpu)];
}

const rows: [string, [number, number]][] = [];
for (const scope of ['', `type=organisation&organisation_id=${big.id}&`]) {
  for (const status of ['', 'status=active&', 'status=archived&']) {
    for (const sort of ['id', 'name', 'email']) {
      for (const direction of ['asc', 'desc']) {
        const query = `${scope}${status}sort=${sort}&direction=${direction}`;
        rows.push([query, await p95(query)]);
      }
    }
  }
}
console.log('  wall p95   CPU p95  query');
for (const [query, [wall, cpu]] of rows) console.log(`${wall.toFixed(1).padStart(7)} ms ${cpu.toFixed(1).padStart(6)} ms  ${query}`);
console.log(`worst p95: wall ${Math.max(...rows.map(([, [w]]) => w)).toFixed(1)} ms, CPU ${Math.max(...rows.map(([, [, c]]) => c)).toFixed(1)} ms`);
await app.close();
await handle.close();
