// A PostgreSQL instance of the bench's own (initdb into a temporary directory, port 5442), so that
// stopping it for the outage scenario disturbs nobody else's tests on the shared server (5432).
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const BIN = process.env.BENCH_PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface ScratchPostgres {
  port: number;
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
  start(): void;
  /** stops it and deletes its directory */
  destroy(): void;
}

/** root cannot run PostgreSQL: the cluster then belongs to the postgres user. */
function asOwner(command: string, args: string[], options: { quiet?: boolean } = {}): string {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'inherit'] });
}

export function startScratchPostgres(port = Number(process.env.BENCH_PG_PORT ?? 5442)): ScratchPostgres {
  try {
    execFileSync(join(BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    throw new Error(`something already answers on port ${port}: set BENCH_PG_PORT to a free port`);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('something already')) throw error;
  }
  const dir = mkdtempSync(join(tmpdir(), 'reliability-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asOwner(join(BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], { quiet: true });
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=64MB`;
  const ctl = (action: 'start' | 'stop') =>
    asOwner(join(BIN, 'pg_ctl'), action === 'start' ? ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start'] : ['-D', data, '-m', 'fast', '-w', 'stop'], { quiet: true });
  let up = false;
  const instance: ScratchPostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: instance.url('postgres') });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return instance.url(name);
    },
    start() {
      ctl('start');
      up = true;
    },
    stop() {
      ctl('stop');
      up = false;
    },
    destroy() {
      if (up) {
        try {
          instance.stop();
        } catch {
          // already down
        }
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  instance.start();
  process.once('exit', () => {
    if (up) instance.destroy();
  });
  return instance;
}
