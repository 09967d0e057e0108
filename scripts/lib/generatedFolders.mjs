// Every folder a command of this project writes (relative to the project root), written once: eslint.config.js and
// vitest.config.ts ignore them, tsconfig.json lists them in "exclude" and .gitignore in its patterns
// (tests/unit/scripts.generatedFolders.test.ts holds the four together).
export const GENERATED_FOLDERS = [
  'build', // npm start: the server bundle (scripts/lib/serverBuild.mjs)
  'dist', // npm start / npm run build: the console
  'data', // npm start: the SQLite database
  'bench/data', // npm run bench: generated datasets
  'test-results', // Playwright
  'playwright-report', // Playwright
  'coverage', // vitest --coverage
  '.vite', // Vite's cache
  '.tmp*', // scratch folders
];
