import type { ColumnType } from 'kysely';

/**
 * The column conventions of the database, shared by SQLite and PostgreSQL.
 * Portability conventions (one Kysely codebase for both dialects):
 * - booleans are integers 0/1 (`Flag`), read them with `!!row.x`;
 * - timestamps are ISO-8601 UTC strings (`new Date().toISOString()`), which sort as text;
 * - JSON values are stored as text (`JSON.stringify`), parse on read.
 */
export type Flag = number;
export type IsoDate = string;
export type JsonText = string;
/**
 * A text column's sort key (src/domain/sortKey.ts: case- and accent-free, numbers padded), compared
 * byte by byte (COLLATE "C" on PostgreSQL) so both databases order identically. Every write of the
 * source column must write its key too: use the write modules of the organisations, shops and users
 * areas or server/lists/sortKeys.ts. Optional on insert (default '') only so that test
 * fixtures may leave it out; a row without its key sorts first.
 */
export type SortKey = ColumnType<string, string | undefined, string>;
/**
 * A display copy of another row's text (the shop's organisation name, the organisation's owner
 * name…), kept on the listed row so that the lists and the map read one table (migration 0008).
 * Written with its source by the write modules and the seeds (server/lists/displayCopies.ts);
 * the nullable copies are null when there is no such row (no owner, no referent).
 */
export type DisplayCopy = ColumnType<string, string | undefined, string>;
