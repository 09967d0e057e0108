import { performance } from 'node:perf_hooks';
import { sql, type Insertable } from 'kysely';
import { featureStatesForPack } from '../../src/domain/shopFeatures.js';
import { INGEST_MAX_EVENTS } from '../../src/contracts/events.js';
import { hashPassword } from '../auth/passwords.js';
import type { DatabaseHandle } from '../db/index.js';
import type { AccountCreationsTable, ShiftsHistoriesTable, ShopSettingsTable, StripeChargesTable } from '../db/types/index.js';
import { insertBatches, resetSequences } from './batchInsert.js';
import { generateDataset } from './dataset.js';
import { demoCharges } from './tables/charges.js';
import { demoEmails } from './tables/demoEmails.js';
import { demoEvents } from './tables/demoEvents.js';
import { demoShopSettingDocuments } from './tables/shopSettingDocuments.js';
import { demoShopSettingsAndHistory } from './tables/shopSettingsHistory.js';
import { organisationModuleRows } from './moduleSeed.js';
import { DEMO_ACCOUNTS, type DemoAccountKey } from './demoAccounts.js';
import { SEED_SIZES, type IdTable, type SeedSize } from './plan.js';
import { SEED } from './random.js';
import { demoProspects } from './tables/prospects.js';
import { seedPayConfigs } from './payConfigs.js';
import { ingestEvents } from '../services/events/ingestStore.js';
import { seededAccountEmails, type PasswordOf } from './staff.js';
import { demoShiftsAndBadgings } from './shifts.js';
import { demoAnnualizationConfigs, demoUserContracts, withBreak } from './payroll.js';
import type { SeedDataset } from './rows.js';

export { SEED_SIZES, type SeedSize } from './plan.js';
export { createSeedRun, generateDataset, type GenerateOptions, type SeedRun } from './dataset.js';
export { clearDatabase } from './reset.js';

export interface SeedOptions {
  size: SeedSize;
  /** production: the demo accounts get no password (set one with the CLI) */
  production?: boolean;
  log?: (message: string) => void;
  /** the day the seed runs (milliseconds; default now): the demo's e-mails (yesterday and today) and events (the last seven days) are relative to it */
  runDate?: number;
}

export interface SeedSummary {
  size: SeedSize;
  /** rows written per table */
  rows: Record<keyof SeedDataset, number>;
  /** whether the demo accounts can sign in with their documented passwords */
  demoPasswords: boolean;
  durationMs: number;
}

export const ID_TABLES: readonly IdTable[] = ['organisations', 'shops', 'users', 'licenses', 'memberships', 'cluster_nodes', 'labour_laws'];

/** One argon2 hash per distinct demo password and per process (hashing is deliberately slow). */
const hashes = new Map<string, Promise<string>>();

export async function demoPasswordOf(): Promise<PasswordOf> {
  const passwords = [...new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.password))];
  for (const password of passwords) if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  const resolved = new Map(await Promise.all(passwords.map(async (p) => [p, await hashes.get(p)!] as const)));
  return (account: DemoAccountKey) => resolved.get(DEMO_ACCOUNTS[account].password) ?? null;
}

/** What is already there, so a seed never collides with it (normally nothing). */
export async function readExisting(handle: DatabaseHandle) {
  const { db } = handle;
  const startIds: Partial<Record<IdTable, number>> = {};
  for (const table of ID_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number | null>`max(id)`.as('max'))
      .executeTakeFirst();
    startIds[table] = Number(row?.max ?? 0);
  }
  const emails = await db.selectFrom('users').select('email').where('email', 'in', seededAccountEmails()).execute();
  const labourLaws = await db.selectFrom('labour_laws').select(['id', 'country', 'scope', 'key', 'enabled']).execute();
  const flags = await db.selectFrom('feature_flags').select('name').execute();
  const devFlags = await db.selectFrom('feature_flags_dev').select('name').execute();
  return {
    startIds,
    skipEmails: new Set(emails.map((e) => e.email!)),
    labourLaws,
    flagNames: new Set([...flags, ...devFlags].map((f) => f.name)),
  };
}

/** Each shop's feature states as the shops synchronisation would set them from its organisation's pack. */
function shopFeatureStateRows(data: SeedDataset) {
  const planOf = new Map(data.organisations.map((o) => [o.id, o.plan]));
  return data.shops.flatMap((shop) =>
    Object.entries(featureStatesForPack(planOf.get(shop.organisation_id))).map(([name, activated]) => ({
      shop_id: shop.id,
      name,
      activated: activated ? 1 : 0,
      updated_at: shop.updated_at,
    })),
  );
}

/** The last shift and badging ids already used (the demo's planning numbers its rows after them). */
async function lastPlanningIds(db: DatabaseHandle['db']) {
  const [shift, badging] = await Promise.all(
    (['shifts', 'badgings'] as const).map((table) => db.selectFrom(table).select(sql<number | null>`max(id)`.as('max')).executeTakeFirst()),
  );
  return { shift: Number(shift?.max ?? 0), badging: Number(badging?.max ?? 0) };
}

/** The shops' pay-export integrations and the analytics applications (issue 17), derived from ids (moduleSeed.ts). */
function moduleRows(data: SeedDataset) {
  const shopsOf = new Map<number, SeedDataset['shops']>();
  for (const shop of data.shops) {
    const list = shopsOf.get(shop.organisation_id) ?? [];
    list.push(shop);
    shopsOf.set(shop.organisation_id, list);
  }
  const rows = data.organisations.map((organisation) => organisationModuleRows(organisation, shopsOf.get(organisation.id) ?? []));
  return { shop_integrations: rows.flatMap((r) => r.shop_integrations), organisation_applications: rows.flatMap((r) => r.organisation_applications) };
}

/** The last ids of the outbox tables (the demo's e-mails are numbered after them). */
async function lastOutboxIds(db: DatabaseHandle['db']) {
  const [message, event, body] = await Promise.all(
    (['outbox_messages', 'outbox_status_events', 'outbox_bodies'] as const).map((table) => db.selectFrom(table).select(sql<number | null>`max(id)`.as('max')).executeTakeFirst()),
  );
  return { message: Number(message?.max ?? 0), event: Number(event?.max ?? 0), body: Number(body?.max ?? 0) };
}

/** The organisations with their shops, in id order (the demo invoices' generator walks them). */
function organisationBundles(data: SeedDataset) {
  const shopsOf = new Map<number, SeedDataset['shops']>();
  for (const shop of data.shops) shopsOf.set(shop.organisation_id, [...(shopsOf.get(shop.organisation_id) ?? []), shop]);
  return data.organisations.map((organisation) => ({ organisation, shops: shopsOf.get(organisation.id) ?? [] }));
}

/** Writes the deterministic dataset of the given size, all tables in one transaction (all or nothing). */
export async function seedDemo(handle: DatabaseHandle, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const existing = await readExisting(handle);
  const passwordOf: PasswordOf = options.production ? () => null : await demoPasswordOf();
  const data = generateDataset({
    counts: SEED_SIZES[options.size],
    passwordOf,
    startIds: existing.startIds,
    skipEmails: existing.skipEmails,
    existingLabourLaws: existing.labourLaws,
  });
  data.feature_flags = data.feature_flags.filter((f) => !existing.flagNames.has(f.name));
  data.feature_flags_dev = data.feature_flags_dev.filter((f) => !existing.flagNames.has(f.name));
  const generatedMs = performance.now() - started;
  const runDate = options.runDate ?? Date.now();

  const tables = Object.keys(data) as (keyof SeedDataset)[];
  await handle.db.transaction().execute(async (trx) => {
    for (const table of tables) await insertBatches(trx, handle.dialect, table, data[table]);
    // issue 29: the contracts the payroll file reads (ids from the database, in this order)
    await insertBatches(trx, handle.dialect, 'user_contracts', demoUserContracts(data));
    // issue 31: the annualisation configs the annualisation import reads (derived from ids)
    await insertBatches(trx, handle.dialect, 'user_annualization_configs', demoAnnualizationConfigs(data));
    await insertBatches(trx, handle.dialect, 'shop_feature_states', shopFeatureStateRows(data));
    const modules = moduleRows(data);
    await insertBatches(trx, handle.dialect, 'shop_integrations', modules.shop_integrations);
    await insertBatches(trx, handle.dialect, 'organisation_applications', modules.organisation_applications);
    if (options.size === 'demo') {
      const planning = demoShiftsAndBadgings(data, await lastPlanningIds(trx));
      await insertBatches(trx, handle.dialect, 'shifts', planning.shifts.map(withBreak));
      await insertBatches(trx, handle.dialect, 'badgings', planning.badgings);
      // issue 19: e-mails and SMS yesterday and today (the sent-emails viewer's default range), their own generator
      const emails = demoEmails(data, SEED, runDate, await lastOutboxIds(trx));
      await insertBatches(trx, handle.dialect, 'outbox_bodies', emails.outbox_bodies);
      await insertBatches(trx, handle.dialect, 'outbox_messages', emails.outbox_messages);
      await insertBatches(trx, handle.dialect, 'outbox_status_events', emails.outbox_status_events);
      // issue 19: the main application's events of the last seven days, today's included (the events history's default
      // range), stored by the ingestion code itself, in the batches the main application sends
      const events = demoEvents(data, SEED, runDate);
      for (let i = 0; i < events.length; i += INGEST_MAX_EVENTS) await ingestEvents(trx, events.slice(i, i + INGEST_MAX_EVENTS));
    }
    // issue 17: the shops' settings and shift history (their own generator: the faker stream is unchanged)
    const settingsAndHistory = demoShopSettingsAndHistory(data, SEED);
    await insertBatches(trx, handle.dialect, 'shop_settings', settingsAndHistory.shop_settings as Insertable<ShopSettingsTable>[]);
    await insertBatches(trx, handle.dialect, 'shifts_histories', settingsAndHistory.shifts_histories as Insertable<ShiftsHistoriesTable>[]);
    // issue 32: the replication options' documents (meal rules, positions, teams...), varied so a copy changes something
    await insertBatches(trx, handle.dialect, 'shop_setting_documents', demoShopSettingDocuments(data.shops, SEED));
    // issue 29: payroll software and the integrations of the organisations with badging shops (derived from ids)
    await seedPayConfigs(trx, handle.dialect, data, new Date(runDate).toISOString());
    // issue 18: account-creation prospects (their own generator too)
    await insertBatches(trx, handle.dialect, 'account_creations', demoProspects(SEED) as Insertable<AccountCreationsTable>[]);
    // issue 18: a few hundred invoices over the last 12 months (own generator), on a database without any yet
    const chargesThere = await trx.selectFrom('stripe_charges').select('id').limit(1).executeTakeFirst();
    if (!chargesThere) await insertBatches(trx, handle.dialect, 'stripe_charges', demoCharges(organisationBundles(data), SEED, 0) as Insertable<StripeChargesTable>[]);
    await resetSequences(trx, handle.dialect, [...ID_TABLES, 'shifts', 'badgings', 'shifts_histories', 'shop_integrations', 'organisation_applications', 'account_creations', 'stripe_charges', 'payroll_software', 'outbox_bodies', 'outbox_messages', 'outbox_status_events']);
  });

  const rows = Object.fromEntries(tables.map((t) => [t, data[t].length])) as SeedSummary['rows'];
  const durationMs = Math.round(performance.now() - started);
  log(
    `Seeded ${options.size} data in ${durationMs} ms (generated in ${Math.round(generatedMs)} ms): ` +
      `${rows.organisations} organisations, ${rows.shops} shops, ${rows.users} users, ${rows.memberships} memberships.`,
  );
  if (options.production) {
    log('Production: the demo accounts have no password; set one with the CLI (npm run cli -- set-password --email <e-mail> --password <password>).');
  }
  if (existing.skipEmails.size > 0) log(`Already present, not seeded: ${[...existing.skipEmails].join(', ')}.`);
  return { size: options.size, rows, demoPasswords: !options.production, durationMs };
}

/** Seeds the demo dataset when there is no organisation yet; returns whether it did. */
export async function seedIfEmpty(handle: DatabaseHandle, options: { production: boolean; log?: (message: string) => void }): Promise<boolean> {
  const row = await handle.db
    .selectFrom('organisations')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return false;
  await seedDemo(handle, { size: 'demo', production: options.production, log: options.log });
  return true;
}
