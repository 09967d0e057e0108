// The real server (build/server/main.mjs, as `npm start` runs it) as a child process the reliability scenarios
// can start on a database, stop, or kill -9 in the middle of a load.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildServerIfStale } from '../../scripts/lib/serverBuild.mjs';
import { freePort } from '../lib/server.js';

export const ROOT = join(import.meta.dirname, '..', '..');
export const JWT_SECRET = 'reliability-bench-key-0123456789-abcdefghijklmnop';

export interface ServerProcess {
  url: string;
  pid: number;
  alive(): boolean;
  /** the last 8 KB the server printed */
  output(): string;
  stop(): Promise<void>;
  /** kill -9: no shutdown hook, no flush, as a crash or an OOM kill */
  kill9(): Promise<void>;
}

const running = new Set<ChildProcess>();
/** Never leave a server behind, whatever happens to the bench. */
process.once('exit', () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

export async function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: extra Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a scenario
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, await buildServerIfStale(ROOT)], {
    cwd: ROOT,
    env: {
      ...process.env,
      JWT_SECRET,
      ACCESS_TOKEN_TTL: '6h',
      AUTH_RATE_LIMIT: '100000',
      SEED: 'auto',
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error',
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 240 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const exited = () => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    url,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited();
      clearTimeout(timer);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited();
    },
  };
}

/** A super-admin access token from the demo account the seed creates. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/v3/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@planora.example', password: 'demo-admin-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
