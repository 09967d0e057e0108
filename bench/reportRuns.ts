// Issue 30, "Scale": 1,000 automated report schedules due in the same minute, on a temporary SQLite database — every
// report built (its payroll file) and queued for delivery (an outbox e-mail with the file attached) within 5 minutes,
// each exactly once. One server (buildApp: its job worker and its report scheduler) with an injected clock: one tick at
// the due minute claims them all, the worker runs the payroll_report jobs (and the outbox deliveries queued meanwhile).
// The schedules export 20 generated shops (the golden shop-month pattern, 6 people a shop), 50 schedules a shop.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../server/db/index.js';
import { insertBatches } from '../server/seed/batchInsert.js';
import { organisationValues, shopValues, userValues } from '../tests/api/support/fixtures.js';
import { monthlySchedule } from '../tests/api/support/reportRuns.js';
import { SILAE_CONFIG, shop, shopMonth } from '../tests/unit/payConfigs/fixture.js';
import { check, finishScenario, type Figure } from './lib/results.js';

const SCHEDULES = Number(process.env.BENCH_REPORT_SCHEDULES ?? 1000);
const SHOPS = 20;
const TARGET_MS = 5 * 60_000;
const created_at = '2026-01-01T00:00:00.000Z';

async function fill(handle: DatabaseHandle): Promise<number> {
  const { db, dialect } = handle;
  const organisation = await db.insertInto('organisations').values(organisationValues({ name: 'Rapports automatiques' })).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('organisations').set({ owner_email: 'paie@example.com' }).where('id', '=', organisation.id).execute();
  const shopIds: number[] = [];
  for (let index = 0; index < SHOPS; index++) {
    const id = index + 1;
    shopIds.push(id);
    const data = shopMonth(shop(id, `Boutique ${id}`), 1, id * 1000);
    await insertBatches(db, dialect, 'shops', [{ ...shopValues({ organisation_id: organisation.id, name: `Boutique ${id}` }), id }]);
    await insertBatches(db, dialect, 'users', data.employees.map((e) => ({ ...userValues({ first_name: e.first_name, last_name: e.last_name }), id: e.id, pay_identification_number: e.pay_identification_number, team: e.team })));
    await insertBatches(db, dialect, 'memberships', data.employees.map((e) => ({ user_id: e.id, organisation_id: organisation.id, shop_id: id, main: 1, created_at })));
    await insertBatches(db, dialect, 'user_contracts', data.employees.flatMap((e) => e.contracts.map((c) => ({ user_id: e.id, shop_id: id, contract_type_id: c.contract_type_id ?? 1, counter_type: c.counter_type, weekly_hours: c.weekly_hours, starts_on: c.starts_on, ends_on: c.ends_on, created_at }))));
    await insertBatches(db, dialect, 'shifts', data.shifts.map(({ clock_in: _clockIn, ...shift }) => ({ ...shift, created_at })));
  }
  const software = await db.insertInto('payroll_software').values({ name: 'Silae', name_key: 'silae', kind: 'silae', created_at }).returning('id').executeTakeFirstOrThrow();
  const { name: _name, software_kind: _kind, software_name: _software, ...settings } = SILAE_CONFIG;
  const schedule = JSON.stringify(monthlySchedule());
  const configs = Array.from({ length: SCHEDULES }, (_, i) => ({
    id: randomUUID(),
    organisation_id: organisation.id,
    name: `Rapport ${i}`,
    name_sort: `rapport ${i}`,
    payroll_software_id: software.id,
    settings: JSON.stringify({ ...settings, custom_name: `Rapport ${i}` }),
    config_json: null,
    schedule,
    created_at,
    updated_at: created_at,
    deleted_at: null,
  }));
  await insertBatches(db, dialect, 'pay_configs', configs);
  await insertBatches(db, dialect, 'pay_config_shops', configs.map((config, i) => ({ pay_config_id: config.id, shop_id: shopIds[i % SHOPS] })));
  return organisation.id;
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const directory = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const url = `sqlite:${join(directory, 'reports.sqlite')}`;
  const handle = openDatabase(url);
  const figures: Figure[] = [];
  try {
    await migrateToLatest(handle);
    const organisationId = await fill(handle);
    let now = new Date('2026-05-20T10:00:00Z');
    const app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: url }, database: handle, logger: false, staticDir: join(tmpdir(), 'no-dist'), clock: () => now, reportTickMs: 0 });
    await app.ready();
    await app.reportScheduler.tick();
    const loadBefore = loadavg()[0];
    now = new Date('2026-06-01T07:00:20Z');
    const t0 = performance.now();
    const { claimed } = await app.reportScheduler.tick();
    const claimMs = Math.round(performance.now() - t0);
    const { db } = handle;
    for (;;) {
      const open = await db.selectFrom('report_runs').select(({ fn }) => fn.countAll<number>().as('n')).where('status', 'in', ['queued', 'running']).executeTakeFirstOrThrow();
      if (Number(open.n) === 0 || performance.now() - t0 > TARGET_MS * 2) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const allMs = Math.round(performance.now() - t0);
    const loadAfter = loadavg()[0];
    const runs = await db.selectFrom('report_runs').select(['pay_config_id', 'status', 'outbox_message_id']).where('organisation_id', '=', organisationId).execute();
    const mails = await db.selectFrom('outbox_messages').select('id').where('kind', '=', 'payroll_report').execute();
    const attachments = await db.selectFrom('outbox_attachments').select('id').execute();
    const succeeded = runs.filter((run) => run.status === 'succeeded').length;
    const exactlyOnce = claimed === SCHEDULES && runs.length === SCHEDULES && new Set(runs.map((r) => r.pay_config_id)).size === SCHEDULES && mails.length === SCHEDULES && succeeded === SCHEDULES;
    await app.close();
    const load = `load ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`;
    figures.push(check({ id: 'reports.claim', group: `${SCHEDULES} schedules due in one minute`, label: `one tick claims ${claimed} due runs and queues their jobs`, value: claimMs, unit: 'ms' }));
    figures.push(
      check({
        id: 'reports.all_sent',
        group: `${SCHEDULES} schedules due in one minute`,
        label: `every report built and queued for delivery (${succeeded} runs succeeded, ${mails.length} e-mails, ${attachments.length} attachments; exactly once: ${exactlyOnce}; ${load})`,
        value: allMs,
        unit: 'ms',
        target: { metric: 'ms', op: '<=', value: TARGET_MS },
      }),
    );
    if (!exactlyOnce) figures.push({ id: 'reports.exactly_once', group: 'exactly once', label: 'each schedule ran exactly once', value: 0, pass: false });
    for (const figure of figures) console.log(`${figure.label}: ${figure.value} ${figure.unit ?? ''} ${figure.pass === false ? 'MISS' : ''}`);
  } finally {
    await handle.close();
    rmSync(directory, { recursive: true, force: true });
  }
  finishScenario(
    {
      scenario: 'report-runs',
      title: 'Issue 30: 1,000 automated payroll reports due in the same minute (SQLite, one server)',
      database: 'SQLite (temporary, generated)',
      startedAt,
      figures,
      notes: ['One tick of the report scheduler at the due minute (injected clock), then the job worker builds each payroll file and queues its e-mail with the file attached. Target: all within 5 minutes, each exactly once.'],
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
