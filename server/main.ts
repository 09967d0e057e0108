import { sql } from 'kysely';
import { buildApp } from './app.js';
import { ensureBootstrapAdmin } from './auth/userAccounts.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/index.js';
import { DEMO_ACCOUNTS } from './seed/demoAccounts.js';

async function hasOrganisations(handle: DatabaseHandle): Promise<boolean> {
  return (await handle.db.selectFrom('organisations').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** config -> database -> migrations -> first admin -> demo data if empty -> listen. */
async function prepareDatabase(config: Config, log: (message: string) => void): Promise<DatabaseHandle> {
  const handle = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(handle);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  // the seed (faker and its locales, ~35 MB) is loaded only when it runs
  const seed = () => import('./seed/index.js');
  if (config.seed === 'always') {
    await (await seed()).clearDatabase(handle);
    log('SEED=always: data tables emptied, the demo data is seeded again');
  }
  if (config.admin) {
    const outcome = await ensureBootstrapAdmin(handle.db, config.admin, config);
    log(`Super admin ${config.admin.email} (ADMIN_EMAIL): ${outcome}`);
  }
  if (config.seed !== 'never' && !(await hasOrganisations(handle))) {
    await (await seed()).seedIfEmpty(handle, { production: config.production, log });
  }
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
