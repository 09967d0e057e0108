// The demo seed run in a worker thread (issue 26, "Load and memory"): faker, its locales and the seed's generated rows
// (~150 MB at their peak) go away with the thread instead of staying in the server's memory for good (server/main.ts).
import { parentPort, workerData } from 'node:worker_threads';
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

const { databaseUrl, production, clear, seed } = workerData as SeedWorkerData;
const handle = openDatabase(databaseUrl);
try {
  if (clear) await clearDatabase(handle);
  if (seed) await seedIfEmpty(handle, { production, log: (message) => parentPort?.postMessage(message) });
} finally {
  await handle.close();
}
