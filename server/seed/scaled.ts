import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../db/index.js';
import { organisationSearchDocument, shopSearchDocument, type SearchableUser } from '../search/searchDocuments.js';
import { resetSequences } from './batchInsert.js';
import { PostgresBulkSink } from './bulk/postgresSink.js';
import { cpuSeconds, type BulkSink } from './bulk/sink.js';
import { SqliteBulkSink } from './bulk/sqliteSink.js';
import { createSeedRun, spread } from './dataset.js';
import { buildDevFlags, buildProductFlags } from './flags.js';
import { demoPasswordOf, ID_TABLES, readExisting } from './index.js';
import { SCALED_TABLE_SEEDERS } from './tables/index.js';
import type { SeedCounts } from './plan.js';
import type { LargestOrganisation, ModuleBenchOrganisation, TreeBenchOrganisation } from './largestOrganisation.js';
import { FastRandom, pooledCustomers } from './pools.js';
import { SEED } from './random.js';
import type { PasswordOf } from './staff.js';
import type { UserRow } from './rows.js';

/** Tables the scaled seed fills, in insertion order (foreign keys are checked after the load). */
const CORE_TABLES = [
  'labour_laws',
  'organisations',
  'licenses',
  'shops',
  'users',
  'memberships',
  'cluster_nodes',
  'feature_flags',
  'feature_flags_dev',
  'search_documents',
] as const;

/** Organisations between two checkpoints of the sink (commit / back-pressure). */
const CHECKPOINT_EVERY = 200;

export interface ScaledSeedOptions {
  counts: SeedCounts;
  /** the database URL (PostgreSQL: the COPY streams open their own connections) */
  url: string;
  /** production: the demo accounts get no password */
  production?: boolean;
  seed?: number;
  /** one organisation of this size (the large dataset's bench target, issue 16) */
  largestOrganisation?: LargestOrganisation;
  /** the organisation of 500 shops of the module-toggle bench (issue 17) */
  moduleBenchOrganisation?: ModuleBenchOrganisation;
  /** the organisation of the picker bench's 2,000-node establishment tree (issue 30) */
  treeBenchOrganisation?: TreeBenchOrganisation;
  log?: (message: string) => void;
}

export interface ScaledSeedSummary {
  counts: SeedCounts;
  rows: Record<string, number>;
  /** wall time, and the part spent generating rows (the rest is writing and index builds) */
  durationMs: number;
  /** CPU time of the seeding process (user + system, every thread): the wall time on an idle machine, roughly */
  cpuMs: number;
  generationMs: number;
  loadMs: number;
}

const searchable = (user: UserRow): SearchableUser => ({
  id: user.id,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email ?? null,
  phone: user.phone ?? null,
});

function seedOfModule(seed: number, name: string): number {
  let hash = seed >>> 0;
  for (const c of name) hash = Math.imul(hash ^ c.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

/**
 * The scaled dataset (npm run seed -- --scale large|N): the demo seed's generator and rules
 * (plans, bundles, counters, referents, demo accounts, labour laws, flags) with pooled customer
 * names, streamed organisation by organisation into a bulk sink. Deterministic for a seed and counts.
 * The database should be empty (the CLI checks); existing staff accounts and labour laws are kept,
 * as the demo seed does.
 */
export async function seedScaled(handle: DatabaseHandle, options: ScaledSeedOptions): Promise<ScaledSeedSummary> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const cpuStarted = cpuSeconds();
  const seed = options.seed ?? SEED;
  const existing = await readExisting(handle);
  const passwordOf: PasswordOf = options.production ? () => null : await demoPasswordOf();
  const pools = pooledCustomers(seed);
  const run = createSeedRun({
    counts: options.counts,
    passwordOf,
    seed,
    startIds: existing.startIds,
    skipEmails: existing.skipEmails,
    existingLabourLaws: existing.labourLaws,
    customerUser: pools.customerUser,
    largestOrganisation: options.largestOrganisation,
    moduleBenchOrganisation: options.moduleBenchOrganisation,
    treeBenchOrganisation: options.treeBenchOrganisation,
  });
  let generationMs = performance.now() - started;

  const sink: BulkSink & { begin(tables: readonly string[]): Promise<void> | void } =
    handle.dialect === 'postgres' ? new PostgresBulkSink(options.url, log) : new SqliteBulkSink(handle.sqlite!, log);
  await sink.begin([...CORE_TABLES, ...SCALED_TABLE_SEEDERS.flatMap((m) => m.tables)]);
  const modules = SCALED_TABLE_SEEDERS.filter((m) => m.tables.every((t) => sink.hasTable(t)));
  const skipped = SCALED_TABLE_SEEDERS.filter((m) => !modules.includes(m));
  if (skipped.length > 0) log(`Skipped (tables not there yet): ${skipped.map((m) => m.name).join(', ')}.`);
  const moduleRandom = modules.map((m) => new FastRandom(seedOfModule(seed, m.name)));

  const rows: Record<string, number> = {};
  const write = (table: string, row: Record<string, unknown>) => {
    sink.write(table, row);
    rows[table] = (rows[table] ?? 0) + 1;
  };
  const customerIds: number[] = [];
  const shopIds: number[] = [];
  const activeOrganisationIds: number[] = [];

  try {
    for (const law of run.labourLaws) write('labour_laws', law);
    for (const user of run.staff) {
      write('users', user);
      write('search_documents', pools.userSearchDocument(searchable(user)));
    }
    const total = run.plans.length;
    const step = Math.max(1, Math.ceil(total / 10));
    const bundles = run.bundles();
    for (let index = 0; ; index++) {
      const before = performance.now();
      const next = bundles.next();
      generationMs += performance.now() - before;
      if (next.done) break;
      const bundle = next.value;
      const { organisation } = bundle;
      write('organisations', organisation);
      write('search_documents', organisationSearchDocument({ id: organisation.id, name: organisation.name, siren: organisation.siren ?? null }));
      if (organisation.status === 'active') activeOrganisationIds.push(organisation.id);
      for (const licence of bundle.licenses) write('licenses', licence);
      for (const shop of bundle.shops) {
        write('shops', shop);
        write('search_documents', shopSearchDocument({ id: shop.id, name: shop.name, city: shop.city ?? null }));
        shopIds.push(shop.id);
      }
      for (const user of bundle.users) {
        write('users', user);
        write('search_documents', pools.userSearchDocument(searchable(user)));
        customerIds.push(user.id);
      }
      for (const membership of bundle.memberships) write('memberships', membership);
      for (const node of bundle.clusterNodes) write('cluster_nodes', node);
      modules.forEach((m, i) => m.organisation(bundle, moduleRandom[i], write));
      if (index % CHECKPOINT_EVERY === CHECKPOINT_EVERY - 1) await sink.checkpoint();
      if ((index + 1) % step === 0 && index + 1 < total) {
        const seconds = (performance.now() - started) / 1000;
        log(`  ${Math.round(((index + 1) / total) * 100)}%: ${index + 1} organisations, ${rows.users ?? 0} users, ${seconds.toFixed(0)} s`);
      }
    }
    for (const flag of buildProductFlags()) if (!existing.flagNames.has(flag.name)) write('feature_flags', flag);
    const devFlags = buildDevFlags({
      users: spread(customerIds, 40),
      shops: spread(shopIds, 5),
      organisations: spread(activeOrganisationIds, 3),
    });
    for (const flag of devFlags) if (!existing.flagNames.has(flag.name)) write('feature_flags_dev', flag);
    const loadStarted = performance.now();
    log(
      `Rows written in ${((loadStarted - started) / 1000).toFixed(1)} s (CPU ${(cpuSeconds() - cpuStarted).toFixed(1)} s, ` +
        `of which generation ${(generationMs / 1000).toFixed(1)} s); building indexes…`,
    );
    await sink.finish(modules.flatMap((m) => m.beforeIndexes?.(handle.dialect) ?? []));
    await resetSequences(handle.db, handle.dialect, [...ID_TABLES, ...modules.flatMap((m) => m.idTables ?? [])]);
    const durationMs = Math.round(performance.now() - started);
    return {
      counts: options.counts,
      rows,
      durationMs,
      cpuMs: Math.round((cpuSeconds() - cpuStarted) * 1000),
      generationMs: Math.round(generationMs),
      loadMs: Math.round(performance.now() - loadStarted),
    };
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
