import type { FastifyReply } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types/index.js';
import { inPageOrder, type ListTable } from './listQuery.js';

/** One field of a listed row: a column of the table, or an SQL expression over the table aliased `t`. */
export type PageField = string | RawBuilder<unknown>;

const expression = (field: PageField) => (typeof field === 'string' ? sql.ref(`t.${field}`) : field);

/**
 * The rows of one page as a JSON array text, in the order of `ids`. SQLite renders it (json_object):
 * a 100-row page reaches Node as one string instead of 1,100 values turned into JavaScript and
 * serialised again (the list's throughput +15-30%). Fields are JSON numbers, strings or null, as the
 * columns hold them. `fields` must include `id`.
 */
export async function pageRowsJson(
  db: Kysely<Database>,
  dialect: Dialect,
  table: ListTable,
  ids: readonly number[],
  fields: Readonly<Record<string, PageField>>,
): Promise<string> {
  if (ids.length === 0) return '[]';
  const entries = Object.entries(fields);
  if (dialect === 'sqlite') {
    const pairs = sql.join(entries.flatMap(([name, field]) => [sql.lit(name), expression(field)]));
    const { rows } = await sql<{ page: string }>`select json_group_array(json_object(${pairs}) order by j.key) as page
      from json_each(${JSON.stringify(ids)}) j join ${sql.table(table)} t on t.id = j.value`.execute(db);
    return rows[0].page;
  }
  // PostgreSQL renders JSON slower than it sends rows (row_to_json: 2 ms a page against 0.4 ms): the rows, serialised here
  const columns = sql.join(entries.map(([name, field]) => sql`${expression(field)} as ${sql.id(name)}`));
  const { rows } = await sql<{ id: number }>`select ${columns} from ${sql.table(table)} t where t.id = any(${[...ids]})`.execute(db);
  return JSON.stringify(inPageOrder(ids, rows));
}

/** A list's answer `{"<key>": [rows], "total": n[, "total_is_estimate": true]}` around the rows' JSON text. */
export function listAnswerJson(key: string, rowsJson: string, total: number, totalIsEstimate: boolean): string {
  return `{${JSON.stringify(key)}:${rowsJson},"total":${total}${totalIsEstimate ? ',"total_is_estimate":true' : ''}}`;
}

/**
 * Sends JSON text as it is: Fastify passes a string with a JSON content type through without
 * serialising it again (the route's response schema still documents it).
 */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
