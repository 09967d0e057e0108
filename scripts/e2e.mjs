// End-to-end tests: Debian's Chromium (never a downloaded browser) against the real server.
// One run by default. E2E_SHARDS=N splits the spec files into N shards run at the same time, each with its own server,
// database, mail sink and ports, for a machine with cores to spare: on this 2-core machine two shards took longer than
// one run (two Chromiums and two servers on two cores) and their tests ran into their time-outs.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
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
const playwright = join(root, 'node_modules', '.bin', 'playwright');
const baseArgs = ['test', '--config', join(root, 'playwright.config.ts')];
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const extraArgs = process.argv.slice(2);
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));

if (shards === 1) {
  process.exitCode = await run(playwright, [...baseArgs, ...extraArgs], { cwd: root, env });
} else {
  const basePort = Number(process.env.E2E_PORT ?? 3199);
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) => runShard(index + 1, basePort - 10 * index)),
  );
  process.exitCode = codes.every((code) => code === 0) ? 0 : 1;
}

/** One shard with its own ports (E2E_PORT and the three below it) and output folders; its lines prefixed. */
function runShard(shard, port) {
  const prefix = `[e2e ${shard}/${shards}] `;
  const child = spawn(playwright, [...baseArgs, ...extraArgs, `--shard=${shard}/${shards}`], {
    cwd: root,
    env: {
      ...env,
      E2E_PORT: String(port),
      E2E_OUTPUT_DIR: join(root, 'test-results', `shard-${shard}`),
      PLAYWRIGHT_HTML_OUTPUT_DIR: join(root, 'playwright-report', `shard-${shard}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  }
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
