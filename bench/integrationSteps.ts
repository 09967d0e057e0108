// Issue 29, "Scale": the data each step of the integration wizard asks for (spec 3 §4.1, §7), against the real server:
// contract types, basic data, absences and pay variables of a shop, to create from scratch and to update a saved
// config; target p95 <= 50 ms each (PostgreSQL x2). On BENCH_DATABASE_URL (a seeded demo database: its organisations
// with badging shops have integrations; a postgres:// URL for PostgreSQL, e.g. a database seeded with
// `npm run seed -- --database postgres://…`) or the large dataset.
import { calibrate, signIn } from './api.js';
import { sqliteDatabase } from './lib/dataset.js';
import { latency, type Request } from './lib/measure.js';
import { check, finishScenario, type Figure, type Target } from './lib/results.js';
import { startServer } from './lib/server.js';
import { openDatabase } from '../server/db/index.js';

/** A saved config and one of the shops it exports, read from the database the server will serve. */
async function savedConfig(url: string): Promise<{ configId: string; shopId: number }> {
  const handle = openDatabase(url);
  try {
    const row = await handle.db
      .selectFrom('pay_configs')
      .innerJoin('pay_config_shops', 'pay_config_shops.pay_config_id', 'pay_configs.id')
      .select(['pay_configs.id as configId', 'pay_config_shops.shop_id as shopId'])
      .where('pay_configs.deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new Error('No saved integration in this database: seed it with the current code (npm run seed).');
    return { configId: String(row.configId), shopId: Number(row.shopId) };
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const database = await sqliteDatabase();
  // PostgreSQL's latency targets are the SQLite ones x2 (README Performance)
  const postgres = database.label === 'PostgreSQL';
  const target: Target = { metric: 'p95', op: '<=', value: postgres ? 100 : 50 };
  const figures: Figure[] = [...(await calibrate())];
  const { configId, shopId } = await savedConfig(database.url);
  const server = await startServer(database.url);
  try {
    const { token } = await signIn(server.url);
    const base = '/super_admin/api/integrations';
    const steps: Array<[string, string, string]> = [
      ['config', 'contract types (GET /super_admin/api/config)', '/super_admin/api/config'],
      ['basic_data.create', 'create, source step: basic data', `${base}/basic_data/${shopId}?action_type=create`],
      ['absences.create', 'create from scratch: absences', `${base}/absences/${shopId}?action_type=create&create_method=fromScratch`],
      ['evps.create', 'create from scratch: pay variables', `${base}/evps/${shopId}?action_type=create&create_method=fromScratch`],
      ['basic_data.update', 'update: basic data of the saved config', `${base}/basic_data/${shopId}?action_type=update&selected_integration_id=${configId}`],
      ['absences.update', 'update: absences with the saved codes', `${base}/absences/${shopId}?action_type=update&pam_config_uuid=${configId}`],
      ['evps.update', 'update: pay variables with the saved codes', `${base}/evps/${shopId}?action_type=update&pam_config_uuid=${configId}`],
    ];
    for (const [id, label, path] of steps) {
      const request: Request = { path, token };
      const measured = await latency(server.url, () => request, { cpu: server.cpuMs });
      const figure = check({ id: `integrations.steps.${id}`, group: 'wizard step data', label: `wizard step data: ${label}`, latency: measured, target });
      console.log(`  ${figure.label.padEnd(64)} p50 ${measured.p50} p95 ${measured.p95} ms (CPU ${measured.cpuMs} ms) ${figure.pass ? 'PASS' : 'MISS'}`);
      figures.push(figure);
    }
  } finally {
    await server.stop();
  }
  finishScenario(
    { scenario: postgres ? 'integration-steps-pg' : 'integration-steps', title: `Issue 29: the integration wizard step data (${database.label})`, database: database.label, startedAt, figures, notes: [`shop ${shopId}, config ${configId}`] },
    started,
    false,
  );
}

await main();
