// Issue 32, "Scale": shop-settings replication (spec 3 §2.4, §3.3, PATCH /super_admin/api/bulk_shops) through the real
// server's HTTP route: a source shop and 500 configured target shops of one organisation, every option of §9, the
// standard convention and the export models (a pay exporter and pay configs, assigned through the pay-config service);
// the dry run and the copy each <= 3 s on SQLite, <= 6 s on PostgreSQL.
// On a fresh SQLite database with the demo data (for the sign-in accounts and the payroll software), then on a
// throwaway PostgreSQL database of BENCH_PG_URL's server when it is set. Each run builds its own organisation, so
// every copy really writes 500 shops.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { REPLICATION_OPTIONS } from '../src/domain/replication/options.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/domain/shopSettings.js';
import { openDatabase, type DatabaseHandle } from '../server/db/index.js';
import { createOrganisation } from '../server/routes/organisations/store.js';
import { writeShopSettings } from '../server/routes/shops/settingsStore.js';
import { FastRandom } from '../server/seed/pools.js';
import { shopSettingDocuments } from '../server/seed/tables/shopSettingDocuments.js';
import { insertConfig, settingsOf } from '../server/services/pay-configs/store.js';
import { organisationValues, shopValues } from '../tests/api/support/fixtures.js';
import { signIn } from './api.js';
import { check, finishScenario, type Figure } from './lib/results.js';
import { startServer, type RunningServer } from './lib/server.js';
import { throwawayPostgres } from './lib/throwawayPostgres.js';

const TARGETS = Number(process.env.BENCH_REPLICATION_TARGETS ?? 500);
const RUNS = 3;
const BATCH = 250;

/** An organisation with a source and TARGETS configured shops, each with its own varied settings and export models. */
async function bigOrganisation(handle: DatabaseHandle, run: number): Promise<{ source: number; targets: number[] }> {
  const { db } = handle;
  const now = new Date().toISOString();
  const organisationId = await createOrganisation(db, organisationValues({ name: `Réseau réplication ${run} ${Date.now()}`, siren: `91234567${run}` }));
  const rows = Array.from({ length: TARGETS + 1 }, (_, i) => ({
    ...shopValues({ organisation_id: organisationId, name: `Réplication ${run}-${i}`, convention: 'hcr' }),
    name_sort: `replication ${run}-${i}`,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) ids.push(...(await db.insertInto('shops').values(rows.slice(i, i + BATCH)).returning('id').execute()).map((row) => row.id));
  const [source, ...targets] = ids;
  const rng = new FastRandom(32 + run);
  const documents = ids.flatMap((shopId) => Object.entries(shopSettingDocuments(rng)).map(([option, document]) => ({ shop_id: shopId, option, document: JSON.stringify(document), updated_at: now })));
  for (let i = 0; i < documents.length; i += BATCH) await db.insertInto('shop_setting_documents').values(documents.slice(i, i + BATCH)).execute();
  // the source's settings differ from the defaults in every row option; half the targets have popular shifts
  await writeShopSettings(db, source, {
    ...DEFAULT_SHOP_SETTINGS,
    opening_time: '05:30',
    closing_time: '23:00',
    modulation: true,
    opti: true,
    allow_badging_pause: true,
    short_break_takes_planned_break: true,
    popular_shifts_count: 7,
  });
  const features = ids.filter((_, i) => i % 2 === 0).map((shopId) => ({ shop_id: shopId, name: 'shift_popular', activated: 1, updated_at: now }));
  for (let i = 0; i < features.length; i += BATCH) await db.insertInto('shop_feature_states').values(features.slice(i, i + BATCH)).execute();
  // export models: the source exports to Silae with two pay configs; a third of the targets to ADP with a config of their own
  const integration = (shopId: number, key: string, name: string) => ({ organisation_id: organisationId, shop_id: shopId, source: key, name, active: 1, fake_destroyed_at: null, created_at: now, updated_at: now });
  const others = targets.filter((_, i) => i % 3 === 0);
  const integrations = [integration(source, 'silae', 'Silae'), ...others.map((shopId) => integration(shopId, 'adp', 'ADP'))];
  for (let i = 0; i < integrations.length; i += BATCH) await db.insertInto('shop_integrations').values(integrations.slice(i, i + BATCH)).execute();
  const seeded = await db.selectFrom('pay_configs').selectAll().where('deleted_at', 'is', null).limit(1).executeTakeFirstOrThrow();
  const write = (name: string) => ({ name, payroll_software_id: seeded.payroll_software_id, settings: settingsOf(seeded), config_json: null });
  await insertConfig(db, randomUUID(), organisationId, write('Paie siège'), [source]);
  await insertConfig(db, randomUUID(), organisationId, write('Paie cadres'), [source]);
  await insertConfig(db, randomUUID(), organisationId, write('Paie ancienne'), others);
  if (handle.dialect === 'postgres') await sql`analyze`.execute(db);
  return { source, targets };
}

/** One PATCH of the route, its wall time from the request to the answer's last byte. */
async function replicate(server: RunningServer, token: string, body: Record<string, unknown>): Promise<{ ms: number; changed: number }> {
  const started = performance.now();
  const response = await fetch(`${server.url}/super_admin/api/bulk_shops`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  if (response.status !== 200) throw new Error(`bulk_shops: ${response.status} ${text.slice(0, 500)}`);
  return { ms, changed: (JSON.parse(text) as { changed_shops: number }).changed_shops };
}

async function measure(url: string, database: 'SQLite' | 'PostgreSQL', add: (figure: Figure) => void): Promise<void> {
  const limit = database === 'SQLite' ? 3_000 : 6_000;
  const suffix = database === 'SQLite' ? '' : '.postgresql';
  console.log(`${database}: starting the server on a fresh database with the demo data…`);
  const server = await startServer(url, { SEED: 'auto' });
  const handle = openDatabase(url);
  try {
    const { token } = await signIn(server.url);
    const previews: number[] = [];
    const copies: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const { source, targets } = await bigOrganisation(handle, run);
      const body = {
        source_shop_id: source,
        targeted_shop_ids: targets,
        replication_options: [...REPLICATION_OPTIONS],
        convention_replication_options: { convention_and_alerts_select: 'default' },
        export_models: true,
      };
      const preview = await replicate(server, token, { ...body, dry_run: true });
      const copy = await replicate(server, token, body);
      if (preview.changed !== TARGETS || copy.changed !== TARGETS) throw new Error(`expected ${TARGETS} changed shops, got ${preview.changed} (dry run) and ${copy.changed} (copy)`);
      const again = await replicate(server, token, { ...body, dry_run: true });
      if (again.changed !== 0) throw new Error(`a dry run after the copy still finds ${again.changed} shops to change`);
      console.log(`  run ${run}: dry run ${preview.ms} ms, copy ${copy.ms} ms (${copy.changed} shops), dry run after it ${again.ms} ms`);
      previews.push(preview.ms);
      copies.push(copy.ms);
    }
    const group = `replication to ${TARGETS} shops, every option`;
    const runs = (values: number[]) => `runs ${values.join(' / ')} ms`;
    add({ id: `replication.dry_run${suffix}`, group, label: `${database}: dry run, ${TARGETS} targets, every option, slowest of ${RUNS}`, value: Math.max(...previews), unit: 'ms', note: runs(previews), target: { metric: 'ms', op: '<=', value: limit } });
    add({ id: `replication.copy${suffix}`, group, label: `${database}: copy, ${TARGETS} targets, every option, slowest of ${RUNS}`, value: Math.max(...copies), unit: 'ms', note: runs(copies), target: { metric: 'ms', op: '<=', value: limit } });
  } finally {
    await handle.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const startedAt = new Date().toISOString();
  const figures: Figure[] = [];
  const add = (figure: Figure) => {
    const checked = check(figure);
    figures.push(checked);
    console.log(`${checked.pass === false ? 'MISS' : 'ok  '} ${checked.label}: ${checked.value} ${checked.unit ?? ''} (${checked.note})`);
  };
  const directory = mkdtempSync(join(tmpdir(), 'bench-replication-'));
  try {
    await measure(`sqlite:${join(directory, 'demo.sqlite')}`, 'SQLite', add);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  const postgres = await throwawayPostgres('replication_bench');
  if (postgres) {
    try {
      await measure(postgres.url, 'PostgreSQL', add);
    } finally {
      await postgres.drop();
    }
  } else {
    console.log('BENCH_PG_URL is not set: PostgreSQL skipped.');
  }
  finishScenario(
    {
      scenario: 'replication',
      title: `Issue 32: shop-settings replication to ${TARGETS} shops through PATCH /super_admin/api/bulk_shops`,
      database: postgres ? 'SQLite and PostgreSQL (fresh demo databases)' : 'SQLite (fresh demo database)',
      startedAt,
      figures,
      notes: [
        `Each run: a new organisation of ${TARGETS + 1} configured shops (varied documents, half with popular shifts, a third with another pay exporter and config), ` +
          'every §9 option, the standard convention and the export models; the dry run, the copy, then a dry run that must find nothing left to change. Wall time of the HTTP call.',
      ],
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
