// The real server as `npm start` runs it (the esbuild bundle build/server/main.mjs), on a given database,
// with its peak memory read from /proc (VmHWM: the resident-set high-water mark of the process).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServerIfStale } from '../../scripts/lib/serverBuild.mjs';

export const ROOT = join(import.meta.dirname, '..', '..');

/** Secret and token lifetime of the benchmark server: long enough for a whole run. */
const BENCH_ENV = {
  JWT_SECRET: 'bench-only-signing-key-0123456789-abcdefghijklmnop',
  ACCESS_TOKEN_TTL: '6h',
  AUTH_RATE_LIMIT: '100000',
  SEED: 'never',
  NODE_ENV: 'test',
};

/** The calibration server (bench/lib/helloServer.ts). */
export function startHelloServer(): Promise<RunningServer> {
  return startServer('', {}, join(ROOT, 'bench', 'lib', 'helloServer.ts'));
}

export interface RunningServer {
  url: string;
  pid: number;
  /** resident memory now and its high-water mark since start, in MB (Linux /proc) */
  memory(): { rssMb: number; peakRssMb: number };
  /** forgets the high-water mark (Linux clear_refs), so the next memory() peak covers what follows */
  resetPeak(): void;
  /** CPU time (user + system) the server process has used so far, in ms */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** A TCP port free on 127.0.0.1 right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function statusKb(pid: number, field: string): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms (0 when /proc is not there). */
export function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** `entry`: a TypeScript file to run through tsx instead of the server's bundle. */
export async function startServer(databaseUrl: string, env: Record<string, string> = {}, entry?: string): Promise<RunningServer> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: node flags for the server only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a scenario)
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, ...(entry ? ['--import', 'tsx', entry] : [await buildServerIfStale(ROOT)])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...BENCH_ENV,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    memory: () => ({ rssMb: Math.round(statusKb(pid, 'VmRSS') / 1024), peakRssMb: Math.round(statusKb(pid, 'VmHWM') / 1024) }),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
      } catch {
        // not Linux, or not allowed: the peak then covers the whole run
      }
    },
    cpuMs: () => cpuMs(pid),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
