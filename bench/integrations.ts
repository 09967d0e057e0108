// Issue 29, "Scale": the payroll file read from the database and written, on a temporary SQLite database filled with
// the golden files' shop-month pattern (tests/unit/payConfigs/fixture.ts):
// - a 100-employee shop's month, loaded (loadPayrollPeriod) and written as Silae .CSV and Quadratus .TXT: <= 1 s;
// - a 500-shop organisation's month as a .ZIP streamed shop by shop (payrollPeriodParts + streamPayrollFile), the
//   chunks counted and dropped as a response would send them: <= 30 s, RSS growth <= 100 MB.
// On a temporary SQLite file, then on a throwaway PostgreSQL database of BENCH_PG_URL's server when it is set.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildPayrollFile, streamPayrollFile, type PayrollPeriodData } from '../src/domain/payConfigs/export/index.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../server/db/index.js';
import { insertBatches } from '../server/seed/batchInsert.js';
import { loadPayrollPeriod, payrollPeriodParts } from '../server/services/pay-configs/exportData.js';
import { organisationValues, shopValues, userValues } from '../tests/api/support/fixtures.js';
import { PERIOD, QUADRATUS_CONFIG, SILAE_CONFIG, shop, shopMonth } from '../tests/unit/payConfigs/fixture.js';
import { check, finishScenario, type Figure } from './lib/results.js';
import { throwawayPostgres } from './lib/throwawayPostgres.js';

const MB = 1024 * 1024;
const SHOPS = Number(process.env.BENCH_PAYROLL_SHOPS ?? 500);
/** the fixture's shop has 6 people: 17 copies make the 100-employee shop, 3 the organisation's shops */
const BIG_SHOP_COPIES = 17;
const SHOP_COPIES = 3;
const RUNS = 5;
const created_at = '2026-01-01T00:00:00.000Z';

/** Writes one shop-month (shop, people, memberships, contracts, shifts, clock-ins) into the database. */
async function writeShopMonth(handle: DatabaseHandle, organisationId: number, data: PayrollPeriodData): Promise<void> {
  const { db, dialect } = handle;
  const [shopData] = data.shops;
  await insertBatches(db, dialect, 'shops', [{ ...shopValues({ organisation_id: organisationId, name: shopData.name }), id: shopData.id }]);
  await insertBatches(db, dialect, 'users', data.employees.map((employee) => ({ ...userValues({ first_name: employee.first_name, last_name: employee.last_name }), id: employee.id, pay_identification_number: employee.pay_identification_number, team: employee.team })));
  await insertBatches(db, dialect, 'memberships', data.employees.map((employee) => ({ user_id: employee.id, organisation_id: organisationId, shop_id: shopData.id, main: 1, created_at })));
  await insertBatches(
    db,
    dialect,
    'user_contracts',
    data.employees.flatMap((employee) =>
      employee.contracts.map((contract) => ({ user_id: employee.id, shop_id: shopData.id, contract_type_id: contract.contract_type_id ?? 1, counter_type: contract.counter_type, weekly_hours: contract.weekly_hours, starts_on: contract.starts_on, ends_on: contract.ends_on, created_at })),
    ),
  );
  await insertBatches(db, dialect, 'shifts', data.shifts.map(({ clock_in: _clockIn, ...shift }) => ({ ...shift, created_at })));
  await insertBatches(
    db,
    dialect,
    'badgings',
    data.shifts.filter((shift) => shift.clock_in).map((shift) => ({ shop_id: shift.shop_id, user_id: shift.user_id, shift_id: shift.id, clock_in: shift.clock_in as string, clock_out: shift.ends_at, source: 'punch_clock', created_at })),
  );
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - started), result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The figures on one database. */
async function measure(handle: DatabaseHandle, database: string, add: (figure: Figure) => void): Promise<void> {
  const suffix = database === 'SQLite' ? '' : `.${database.toLowerCase()}`;
  await migrateToLatest(handle);
  const { db } = handle;
  const big = await db.insertInto('organisations').values(organisationValues({ name: 'Grande boutique' })).returning('id').executeTakeFirstOrThrow();
  const many = await db.insertInto('organisations').values(organisationValues({ name: 'Réseau 500' })).returning('id').executeTakeFirstOrThrow();
  const bigShop = shopMonth(shop(1, 'Grande boutique'), BIG_SHOP_COPIES, 10_000);
  await writeShopMonth(handle, big.id, bigShop);
  let shifts = bigShop.shifts.length;
  const shopIds: number[] = [];
  const filling = performance.now();
  for (let index = 0; index < SHOPS; index++) {
    const id = index + 2;
    shopIds.push(id);
    const data = shopMonth(shop(id, `Boutique ${id}`), SHOP_COPIES, (index + 2) * 20_000);
    shifts += data.shifts.length;
    await writeShopMonth(handle, many.id, data);
  }
  // as autovacuum would after such a load: PostgreSQL plans from statistics
  if (handle.dialect === 'postgres') await sql`analyze`.execute(db);
  console.log(`${database}: 1 shop of ${bigShop.employees.length} employees, ${SHOPS} shops of ${SHOP_COPIES * 6}, ${shifts} shifts (written in ${Math.round(performance.now() - filling)} ms).`);

  // 100-employee shop-month: load + write, a warm-up then RUNS runs
  const query = { organisationId: big.id, shopIds: [1], periodStart: PERIOD.start, periodEnd: PERIOD.end };
  for (const [name, config] of [
    ['Silae .CSV', SILAE_CONFIG],
    ['Quadratus .TXT', QUADRATUS_CONFIG],
  ] as const) {
    await buildPayrollFile(config, await loadPayrollPeriod(db, query));
    const loads: number[] = [];
    const writes: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const load = await timed(() => loadPayrollPeriod(db, query));
      const write = await timed(() => buildPayrollFile(config, load.result));
      loads.push(load.ms);
      writes.push(write.ms);
      bytes = write.result.bytes.length;
    }
    const totals = loads.map((ms, index) => ms + writes[index]);
    add({
      id: `payroll.shopMonth.${config.software_kind}${suffix}`,
      group: 'export of a 100-employee shop-month',
      label: `${database}: ${bigShop.employees.length} employees, ${name} (${Math.round(bytes / 1024)} KB): load ${median(loads)} ms + write ${median(writes)} ms (median of ${RUNS}), slowest total`,
      value: Math.max(...totals),
      unit: 'ms',
      target: { metric: 'ms', op: '<=', value: 1000 },
    });
  }

  // 500-shop organisation's month as a streamed .ZIP
  global.gc?.();
  const idle = Math.round(process.memoryUsage().rss / MB);
  let peak = idle;
  let size = 0;
  let chunks = 0;
  const zip = await timed(async () => {
    const stream = streamPayrollFile({ ...SILAE_CONFIG, format: '.ZIP' }, PERIOD, payrollPeriodParts(db, { organisationId: many.id, shopIds, periodStart: PERIOD.start, periodEnd: PERIOD.end }));
    for await (const chunk of stream.chunks) {
      size += chunk.length;
      chunks += 1;
      peak = Math.max(peak, Math.round(process.memoryUsage().rss / MB));
    }
  });
  const group = 'a 500-shop organisation month as .ZIP, streamed';
  add({ id: `payroll.zip500.time${suffix}`, group, label: `${database}: ${SHOPS} shops, ${chunks} chunks, ${Math.round(size / 1024)} KB`, value: zip.ms, unit: 'ms', target: { metric: 'ms', op: '<=', value: 30_000 } });
  add({ id: `payroll.zip500.rss${suffix}`, group, label: `${database}: RSS growth over the RSS before the export (${idle} MB), peak`, value: peak - idle, unit: 'MB', target: { metric: 'peakRssMb', op: '<=', value: 100 } });
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    const checked = check(figure);
    figures.push(checked);
    console.log(`${checked.pass === false ? 'FAIL' : 'ok  '} ${checked.label}: ${checked.value} ${checked.unit ?? ''}`);
  };
  const directory = mkdtempSync(join(tmpdir(), 'bench-payroll-'));
  const sqlite = openDatabase(`sqlite:${join(directory, 'payroll.sqlite')}`);
  try {
    await measure(sqlite, 'SQLite', add);
  } finally {
    await sqlite.close();
    rmSync(directory, { recursive: true, force: true });
  }
  const postgres = await throwawayPostgres('payroll_bench');
  if (postgres) {
    const handle = openDatabase(postgres.url);
    try {
      await measure(handle, 'PostgreSQL', add);
    } finally {
      await handle.close();
      await postgres.drop();
    }
  } else {
    console.log('BENCH_PG_URL is not set: PostgreSQL skipped.');
  }
  finishScenario(
    {
      scenario: 'integrations',
      title: 'Issue 29: the payroll file, loaded and written (the golden shop-month pattern, generated)',
      database: postgres ? 'SQLite and PostgreSQL (temporary, generated)' : 'SQLite (temporary, generated)',
      startedAt,
      figures,
      notes: ['Shop-month: loadPayrollPeriod + buildPayrollFile, target <= 1 s. ZIP: payrollPeriodParts + streamPayrollFile, chunks dropped as sent, target <= 30 s and RSS growth <= 100 MB.'],
    },
    started,
    false,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
