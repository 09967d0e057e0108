import { join } from 'node:path';

/** Settings shared by playwright.config.ts and the end-to-end tests. */
const port = Number(process.env.E2E_PORT ?? 3199);

export const E2E = {
  port,
  baseURL: `http://localhost:${port}`,
  /** the SMTP server, SMS stand-in and mailbox of support/mailSink.ts */
  smtpPort: port - 1,
  smsPort: port - 2,
  mailboxPort: port - 3,
  mailboxURL: `http://127.0.0.1:${port - 3}`,
  jwtSecret: 'e2e-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  /** the run's SQLite database, in the directory playwright.config.ts makes once per run (E2E_DATA_DIR) */
  databaseURL(): string {
    const dir = process.env.E2E_DATA_DIR;
    if (!dir) throw new Error('E2E_DATA_DIR is not set: run the end-to-end tests with playwright.config.ts');
    return `sqlite:${join(dir, 'e2e.sqlite')}`;
  },
} as const;

/** Flags of the headless Chromium the end-to-end tests and the front-end benchmark drive. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
