// A throwaway PostgreSQL database on BENCH_PG_URL's server (created empty, dropped after), for the scenarios that
// generate their own data rather than read the large dataset.
import pg from 'pg';

export interface ThrowawayDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A new empty database named `<prefix>_<pid>` on BENCH_PG_URL's server, or null when BENCH_PG_URL is not set. */
export async function throwawayPostgres(prefix: string): Promise<ThrowawayDatabase | null> {
  const server = process.env.BENCH_PG_URL;
  if (!server) return null;
  const name = `${prefix}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
