/**
 * npm run seed -- [--size demo|small] [--reset]
 * Seeds the database of DATABASE_URL (same default as the server), after running the migrations.
 * A database that already holds organisations is refused unless --reset empties it first.
 */
import { parseArgs } from 'node:util';
import { migrateToLatest, openDatabase } from '../db/index.js';
import { clearDatabase, seedDemo, SEED_SIZES, type SeedSize } from './index.js';

function isSize(value: string): value is SeedSize {
  return Object.hasOwn(SEED_SIZES, value);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: 'demo' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('Usage: npm run seed -- [--size demo|small] [--reset]   (database: DATABASE_URL, default data/console.sqlite)');
    return 0;
  }
  if (!isSize(values.size)) {
    console.error(`Unknown size "${values.size}": use ${Object.keys(SEED_SIZES).join(' or ')}.`);
    return 2;
  }
  const url = process.env.DATABASE_URL || 'data/console.sqlite';
  const handle = openDatabase(url);
  try {
    const applied = await migrateToLatest(handle);
    if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
    const existing = await handle.db.selectFrom('organisations').select('id').limit(1).execute();
    if (existing.length > 0) {
      if (!values.reset) {
        console.error('The database already holds data. Run again with --reset to empty it first (this deletes everything).');
        return 1;
      }
      const cleared = await clearDatabase(handle);
      console.log(`Emptied ${cleared.length} tables.`);
    }
    const started = performance.now();
    const summary = await seedDemo(handle, { size: values.size, production: process.env.NODE_ENV === 'production', log: console.log });
    console.log(`Done in ${Math.round(performance.now() - started)} ms:`, summary.rows);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
