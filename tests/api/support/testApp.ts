import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../../server/app.js';
import type { ChangeOrigin } from '../../../server/audit/audit.js';
import { loadConfig, type Config } from '../../../server/config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle, type Dialect } from '../../../server/db/index.js';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../../../server/seed/demoAccounts.js';
import { seedDemo } from '../../../server/seed/index.js';
import type { Database } from '../../../server/db/types/index.js';
import { seeded } from './seededTemplates.js';

export const TEST_JWT_SECRET = 'test-only-signing-key-0123456789-abcdefghijklmnop';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function databases(): Dialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** the database handle, for tests that need the dialect or raw SQLite */
  handle: DatabaseHandle;
  /** the database's URL: a second server on the same database (the report replicas test) */
  databaseUrl: string;
  /** for a test that queues outbox messages itself: the app's event port, no request behind it */
  origin: ChangeOrigin;
  signIn(email: string, password: string): Promise<{ token: string; refresh_token: string }>;
  /** signs a demo account in with its seeded password */
  signInAs(account: DemoAccountKey): Promise<{ token: string; refresh_token: string }>;
  /** a demo account's access token */
  tokenOf(account: DemoAccountKey): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOverrides {
  config?: Partial<Config>;
  staticDir?: string;
  /** extra routes for a test, added before the app is ready */
  routes?: (app: FastifyInstance) => void;
  /** Fastify logger options (silent by default) */
  logger?: BuildAppOptions['logger'];
  /** the automated reports' clock (issue 30); the system's by default */
  clock?: () => Date;
  /** the report scheduler's tick in ms; 0 by default in tests: a test ticks it with app.reportScheduler.tick(now) */
  reportTickMs?: number;
  /** the data: the 'small' demo data (a copy of the run's template) by default; 'demo' seeds what `npm start` and the e2e server have */
  dataset?: 'small' | 'demo';
  /** the job worker's clock (when a job is due or stale); the system's by default */
  jobClock?: () => Date;
}

/** A fresh database (temp SQLite file or a throwaway PostgreSQL database) and somewhere to drop it. */
export async function freshDatabase(kind: Dialect): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'console-test-'));
    return { url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  return serverDatabase(null);
}

/** A PostgreSQL database on TEST_DATABASE_URL's server (created empty, or as a copy of `template`) and how to drop it. */
async function serverDatabase(template: string | null): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `console_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A migrated database with the 'small' demo data: a copy of the run's seeded template (tests/api/support/seededTemplates.ts)
 * when the suite has one, else migrated and seeded here.
 */
async function seededDatabase(kind: Dialect): Promise<{ url: string; drop: () => Promise<void> }> {
  const templates = inject('seededTemplates');
  if (kind === 'sqlite' && templates?.sqlite) {
    const dir = mkdtempSync(join(tmpdir(), 'console-test-'));
    copyFileSync(templates.sqlite, join(dir, 'test.sqlite'));
    return { url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (kind === 'postgres' && templates?.postgres) return serverDatabase(templates.postgres);
  const database = await freshDatabase(kind);
  await seeded(database.url);
  return database;
}

/** A migrated database with the 'demo' data, as a fresh `npm start` (and the e2e server) seeds it. */
async function demoDatabase(kind: Dialect): Promise<{ url: string; drop: () => Promise<void> }> {
  const database = await freshDatabase(kind);
  const handle = openDatabase(database.url);
  try {
    await migrateToLatest(handle);
    await seedDemo(handle, { size: 'demo' });
  } finally {
    await handle.close();
  }
  return database;
}

export async function createTestApp(kind: Dialect, overrides: TestAppOverrides = {}): Promise<TestApp> {
  const database = overrides.dataset === 'demo' ? await demoDatabase(kind) : await seededDatabase(kind);
  const handle = openDatabase(database.url);
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: database.url,
    jwtSecret: TEST_JWT_SECRET,
    ...overrides.config,
  };
  const options: BuildAppOptions = {
    config,
    database: handle,
    logger: overrides.logger ?? false,
    staticDir: overrides.staticDir ?? join(tmpdir(), 'console-test-no-dist'),
    clock: overrides.clock,
    reportTickMs: overrides.reportTickMs ?? 0,
    jobClock: overrides.jobClock,
  };
  const app = await buildApp(options);
  overrides.routes?.(app);
  await app.ready();

  async function signIn(email: string, password: string): Promise<{ token: string; refresh_token: string }> {
    const response = await app.inject({ method: 'POST', url: '/v3/auth/sign_in', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }
  const signInAs = (account: DemoAccountKey) => signIn(DEMO_ACCOUNTS[account].email, DEMO_ACCOUNTS[account].password);

  return {
    app,
    db: handle.db,
    handle,
    databaseUrl: database.url,
    origin: { events: app.eventPort, trace: { requestId: null, correlationId: null } },
    signIn,
    signInAs,
    async tokenOf(account) {
      return (await signInAs(account)).token;
    },
    async close() {
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * The API tests' preamble as one call inside a describe: the app and the tokens made before its tests (handed to `take`,
 * which keeps them in the describe's variables) and the app closed after:
 * `let t: TestApp, full: string;  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [full]] = [app, tokens]));`
 */
export function signedInSuite<const Accounts extends readonly DemoAccountKey[]>(
  kind: Dialect,
  accounts: Accounts,
  take: (app: TestApp, tokens: { -readonly [Index in keyof Accounts]: string }) => unknown,
  overrides: TestAppOverrides = {},
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    const made = await signedInApp(kind, accounts, overrides);
    app = made.t;
    take(made.t, made.tokens);
  });
  afterAll(() => app?.close());
}

/**
 * The API tests' preamble, once: a test app on `kind` and the access tokens of the demo accounts named, in their order
 * (`({ t, tokens: [full, restricted] } = await signedInApp(kind, ['fullAdmin', 'restrictedAdmin']))` in a beforeAll).
 */
export async function signedInApp<const Accounts extends readonly DemoAccountKey[]>(
  kind: Dialect,
  accounts: Accounts,
  overrides: TestAppOverrides = {},
): Promise<{ t: TestApp; tokens: { -readonly [Index in keyof Accounts]: string } }> {
  const t = await createTestApp(kind, overrides);
  const tokens = [];
  for (const account of accounts) tokens.push(await t.tokenOf(account));
  return { t, tokens: tokens as { -readonly [Index in keyof Accounts]: string } };
}
