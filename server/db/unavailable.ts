/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * PostgreSQL down or restarting (connection refused, terminated, timed out, shutting down) or a
 * SQLite file locked by another process beyond the busy timeout. The error handler answers them
 * with 503 database_unavailable, so clients retry later instead of reading a bug.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now), 53300 (too many connections) */
const POSTGRES_CODES = /^(08\d{3}|57P0[1-3]|53300)$/;
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
/** node-postgres raises these without a code */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  // `cause` is not followed: fetch() failures of other services (TypeError with a network cause) are not the database
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.has(code))) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((text) => message.includes(text))) return true;
  // Node's happy-eyeballs connect throws an AggregateError of the per-address failures
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
