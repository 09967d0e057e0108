import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from './app.js';
import { ensureBootstrapAdmin } from './routes/users/accounts.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest, openDatabase, parseDatabaseUrl, type DatabaseHandle } from './db/index.js';
import { DEMO_ACCOUNTS } from './seed/demoAccounts.js';
import type { SeedWorkerData } from './seed/worker.js';

/** server/seed/worker.ts's variable (not imported: importing the worker would run the seed here) */
const SEED_WORKER_DATA = 'SEED_WORKER_DATA';

async function hasOrganisations(handle: DatabaseHandle): Promise<boolean> {
  return (await handle.db.selectFrom('organisations').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Runs the demo seed (SEED=always empties first) in a child process on its own connection when the server runs as its
 * bundle (build/server/seed-worker.mjs, scripts/lib/serverBuild.mjs): faker and the generated rows leave with the process
 * (issue 26: ~150 MB the server otherwise kept for good). Under tsx, or on an in-memory SQLite, it runs in this thread.
 */
async function runSeed(config: Config, handle: DatabaseHandle, options: Omit<SeedWorkerData, 'databaseUrl' | 'production'> & { log: (message: string) => void }): Promise<void> {
  const bundled = import.meta.url.endsWith('.mjs');
  if (!bundled || parseDatabaseUrl(config.databaseUrl).target === ':memory:') {
    // the seed (faker and its locales, ~35 MB) is loaded only when it runs
    const seed = await import('./seed/index.js');
    if (options.clear) await seed.clearDatabase(handle);
    if (options.seed) await seed.seedIfEmpty(handle, { production: config.production, log: options.log });
    return;
  }
  const data: SeedWorkerData = { databaseUrl: config.databaseUrl, production: config.production, clear: options.clear, seed: options.seed };
  const child = fork(fileURLToPath(new URL('./seed-worker.mjs', import.meta.url)), [], {
    env: { ...process.env, [SEED_WORKER_DATA]: JSON.stringify(data) },
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', (message) => options.log(String(message)));
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the seed stopped (${signal ?? `exit code ${code}`})`))));
  });
}

/** config -> database -> migrations -> first admin -> demo data if empty -> listen. */
async function prepareDatabase(config: Config, log: (message: string) => void): Promise<DatabaseHandle> {
  const handle = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(handle);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seed === 'always') {
    await runSeed(config, handle, { clear: true, seed: false, log });
    log('SEED=always: data tables emptied, the demo data is seeded again');
  }
  if (config.admin) {
    const outcome = await ensureBootstrapAdmin(handle.db, config.admin, config);
    log(`Super admin ${config.admin.email} (ADMIN_EMAIL): ${outcome}`);
  }
  if (config.seed !== 'never' && !(await hasOrganisations(handle))) await runSeed(config, handle, { clear: false, seed: true, log });
  return handle;
}

async function demoSignInLines(handle: DatabaseHandle, config: Config): Promise<string[]> {
  if (config.production) return [];
  const accounts = [DEMO_ACCOUNTS.fullAdmin, DEMO_ACCOUNTS.restrictedAdmin];
  const present = await handle.db
    .selectFrom('users')
    .select('email')
    .where(sql<string>`lower(email)`, 'in', accounts.map((account) => account.email))
    .execute();
  if (present.length === 0) return [];
  return [
    'Demo sign-in:',
    `  full super admin:       ${DEMO_ACCOUNTS.fullAdmin.email} / ${DEMO_ACCOUNTS.fullAdmin.password}`,
    `  restricted super admin: ${DEMO_ACCOUNTS.restrictedAdmin.email} / ${DEMO_ACCOUNTS.restrictedAdmin.password}`,
  ];
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const log = (message: string) => console.log(message);
  const handle = await prepareDatabase(config, log);
  const app = await buildApp({ config, database: handle });

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`Console ready at http://localhost:${port} (database: ${handle.dialect})`);
  for (const line of await demoSignInLines(handle, config)) log(line);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
