/**
 * Errors the database raises about a value it was given rather than about itself: PostgreSQL's
 * class 22 "data exception" (an id of 1e308 out of integer range, a malformed date or number
 * text, a string too long for its column...) and SQLite's too-big or mismatched values. They come
 * from request input that the route's schema let through, so the error handler answers them with
 * 400 invalid_value instead of a 500; route schemas should still bound their numbers and strings.
 */
const SQLITE_CODES = new Set(['SQLITE_TOOBIG', 'SQLITE_MISMATCH']);

export function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || SQLITE_CODES.has(code));
}
