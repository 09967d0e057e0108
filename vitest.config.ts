import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { GENERATED_FOLDERS } from './scripts/lib/generatedFolders.mjs';

/** The API and security suites' workers: 2, or VITEST_WORKERS when `npm test` runs them beside the end-to-end run. */
const besideWorkers = Number(process.env.VITEST_WORKERS ?? 2);

export default defineConfig({
  plugins: [react()],
  test: {
    // generated folders (build/, dist/, data/, ...) never hold a test to run, even if a generated file looks like one
    exclude: [...configDefaults.exclude, ...GENERATED_FOLDERS.map((folder) => `${folder}/**`)],
    projects: [
      // both cores (vitest's default leaves one idle on a 2-core machine)
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], maxWorkers: 2 } },
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts'],
          // react-admin renders are heavy on this 2-core machine; a slow run must not read as a failure
          testTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PostgreSQL databases are created per file; keep the 2-core machine from thrashing. `npm test` runs this suite
          // beside the end-to-end run with VITEST_WORKERS=1 (scripts/test.mjs)
          maxWorkers: besideWorkers,
          // one migrated and seeded database per run, each test app a copy of it
          globalSetup: ['tests/api/support/seededTemplates.ts'],
          // the files of a worker share its modules (the server is imported once, not per file): no file mocks modules
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // issue 8: access control of every route, bad input, refresh, headers, stored values (SQLite, and PostgreSQL with TEST_DATABASE_URL)
          name: 'security',
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: besideWorkers,
          globalSetup: ['tests/api/support/seededTemplates.ts'],
          isolate: false,
        },
      },
    ],
  },
});
