import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E } from './tests/e2e/support/env';

// A fresh SQLite database per run, seeded with the demo data by the server itself. The runner makes its directory;
// the workers load this file again and inherit the variable, so the tests name the same database (E2E.databaseURL).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'console-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  // scripts/e2e.mjs gives each shard its own folder
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E.baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      // the SMTP server, SMS stand-in and mailbox that the outbox delivers to (support/mailSink.ts)
      command: `node node_modules/.bin/tsx tests/e2e/support/mailSink.ts`,
      url: `${E2E.mailboxURL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node scripts/start.mjs`,
      url: `${E2E.baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E.port),
        DATABASE_URL: E2E.databaseURL(),
        JWT_SECRET: E2E.jwtSecret,
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${E2E.smtpPort}`,
        SMS_PROVIDER_URL: `http://127.0.0.1:${E2E.smsPort}/sms`,
      },
    },
  ],
});
