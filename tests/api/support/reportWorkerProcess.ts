// A second server process for tests/api/reportRuns.replicas.test.ts (issue 30): buildApp on DATABASE_URL, listening, with
// its job worker and report scheduler (ticks off). When its worker has taken a payroll report run it prints
// "run_taken <runId> <workerId>" and holds the job there until a line arrives on stdin — the test kills it instead.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import { openDatabase } from '../../../server/db/index.js';
import { PAYROLL_REPORT } from '../../../server/services/pay-configs/reports/scheduler.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const lines = createInterface({ input: process.stdin });
const nextLine = () => new Promise<void>((resolve) => lines.once('line', () => resolve()));

const app = await buildApp({
  config: { ...loadConfig({ NODE_ENV: 'test' }), databaseUrl: url, jwtSecret: process.env.JWT_SECRET ?? null },
  database: openDatabase(url),
  logger: false,
  staticDir: join(tmpdir(), 'console-test-no-dist'),
  reportTickMs: 0,
  jobHooks: {
    [PAYROLL_REPORT]: async (point, detail) => {
      if (point !== 'run_taken') return;
      process.stdout.write(`run_taken ${String(detail.runId)} ${String(detail.workerId)}\n`);
      await nextLine();
    },
  },
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write('ready\n');
