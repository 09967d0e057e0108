/**
 * Whether a database error is a unique or primary-key violation, on either dialect:
 * PostgreSQL SQLSTATE 23505, better-sqlite3 SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY.
 * Routes check first and answer 409; this catches the insert that lost a race.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
