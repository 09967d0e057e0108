// Finds Debian's Chromium for the end-to-end tests; installs it with apt when missing and root.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function found() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  }
  return CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium(log = console.log) {
  const existing = found();
  if (existing) return existing;
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium not found: run `sudo apt-get install -y chromium` or set CHROMIUM_PATH to a Chromium binary.');
  }
  log("Chromium not found: installing Debian's chromium package with apt-get...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed; install chromium by hand or set CHROMIUM_PATH.`);
  }
  const installed = found();
  if (!installed) throw new Error('apt-get installed chromium but /usr/bin/chromium is still missing; set CHROMIUM_PATH.');
  return installed;
}
