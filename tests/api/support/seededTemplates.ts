// Vitest global setup of the API and security suites: the migrated and seeded ('small') database that every test app
// starts from, built once per run (SQLite: a file to copy; PostgreSQL: a template database to create from) instead of
// migrating and seeding again for each of the ~80 test apps of each database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../../../server/db/index.js';
import { seedDemo } from '../../../server/seed/index.js';

export interface SeededTemplates {
  /** path of the seeded SQLite file */
  sqlite: string;
  /** name of the seeded PostgreSQL template database on TEST_DATABASE_URL's server; null without it */
  postgres: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplates: SeededTemplates;
  }
}

/** Migrates the database at `url` and seeds the 'small' demo data. */
export async function seeded(url: string): Promise<void> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle);
    await seedDemo(handle, { size: 'small' });
  } finally {
    await handle.close();
  }
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'console-template-'));
  const sqlite = join(dir, 'template.sqlite');
  await seeded(`sqlite:${sqlite}`);
  const serverUrl = process.env.TEST_DATABASE_URL;
  let postgres: string | null = null;
  if (serverUrl) {
    postgres = `console_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `CREATE DATABASE ${postgres}`);
    const url = new URL(serverUrl);
    url.pathname = `/${postgres}`;
    await seeded(url.toString());
  }
  project.provide('seededTemplates', { sqlite, postgres });
  return async () => {
    if (serverUrl && postgres) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  };
}
