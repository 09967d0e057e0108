// End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium.mjs';
import { buildConsoleIfStale } from './lib/consoleBuild.mjs';
import { run } from './lib/run.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
try {
  process.env.CHROMIUM_PATH = ensureChromium();
  buildConsoleIfStale(root);
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}
const args = ['test', '--config', join(root, 'playwright.config.ts'), ...process.argv.slice(2)];
process.exitCode = await run(join(root, 'node_modules', '.bin', 'playwright'), args, {
  cwd: root,
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
