// The demo seed run in a child process (issue 26, "Load and memory"): faker, its locales and the seed's generated rows
// (~150 MB at their peak) leave with the process. A worker thread gave them back to V8 but not to the system: the
// server's resident set stayed ~55 MB higher for good (glibc keeps a thread's freed arenas). server/main.ts forks it.
import { openDatabase } from '../db/index.js';
import { clearDatabase, seedIfEmpty } from './index.js';

export interface SeedWorkerData {
  databaseUrl: string;
  production: boolean;
  /** SEED=always: empty the data tables first */
  clear: boolean;
  /** seed the demo data when there is no organisation */
  seed: boolean;
}

/** The parent passes the data as JSON in this variable; progress lines go back over the IPC channel. */
export const SEED_WORKER_DATA = 'SEED_WORKER_DATA';

// a server that dies while seeding takes its seed with it
const exitWithTheServer = () => process.exit(1);
process.once('disconnect', exitWithTheServer);

const { databaseUrl, production, clear, seed } = JSON.parse(process.env[SEED_WORKER_DATA] ?? '{}') as SeedWorkerData;
const handle = openDatabase(databaseUrl);
try {
  if (clear) await clearDatabase(handle);
  if (seed) await seedIfEmpty(handle, { production, log: (message) => process.send?.(message) });
} finally {
  await handle.close();
  // the open IPC channel would keep this process alive: close it, so that the server sees the seed end
  process.off('disconnect', exitWithTheServer);
  process.disconnect?.();
}
