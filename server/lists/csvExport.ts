import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { CSV_EXPORT_MAX_ROWS, csvLines, type CsvValue } from '../../src/domain/csvExport.js';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types/index.js';
import { pageIds, type ListParams, type ListSpec } from './listQuery.js';
import { pageRowsJson, type PageField } from './pageJson.js';

/**
 * A list as CSV (issue 15): the same filters and sort as the list, every row up to
 * CSV_EXPORT_MAX_ROWS, the same fields as its rows. Streamed: read EXPORT_PAGE rows at a time
 * through the list's own paging (one page after the other, not one snapshot), each page written
 * as soon as it is read, so memory stays flat whatever the length.
 */
const EXPORT_PAGE = 1_000;
/** Excel opens a UTF-8 file with accents right only after a byte order mark. */
const BOM = '\uFEFF';

export interface ListExport {
  /** the rows the list holds with these filters (PostgreSQL's estimate for a large unfiltered list) */
  total: number;
  /** more rows than CSV_EXPORT_MAX_ROWS: only the first ones are in the file */
  truncated: boolean;
  csv: Readable;
}

/** `limits`: smaller ones let tests cut an export on a small database. */
export async function listCsvExport(
  db: Kysely<Database>,
  dialect: Dialect,
  spec: ListSpec,
  fields: Readonly<Record<string, PageField>>,
  params: ListParams,
  { maxRows = CSV_EXPORT_MAX_ROWS, pageSize = EXPORT_PAGE }: { maxRows?: number; pageSize?: number } = {},
): Promise<ListExport> {
  const paged: ListSpec = { ...spec, pageSize };
  const columns = Object.keys(fields);
  const rowsOf = async (ids: number[]) => JSON.parse(await pageRowsJson(db, dialect, spec.table, ids, fields)) as Record<string, CsvValue>[];
  const first = await pageIds(db, paged, { ...params, page: 1 });

  async function* lines(): AsyncGenerator<string> {
    let ids = first.ids.slice(0, maxRows);
    let written = 0;
    for (let page = 1; ; ) {
      yield (page === 1 ? BOM : '') + csvLines(columns, await rowsOf(ids), { header: page === 1 });
      written += ids.length;
      if (ids.length < pageSize || written >= maxRows) return;
      page++;
      ids = (await pageIds(db, paged, { ...params, page })).ids.slice(0, maxRows - written);
      if (ids.length === 0) return;
    }
  }
  return { total: first.total, truncated: first.total > maxRows, csv: Readable.from(lines()) };
}

/** Sends an export as a CSV attachment; X-Total-Count and X-Export-Truncated say what it holds. */
export function sendCsv(reply: FastifyReply, filename: string, exported: ListExport): FastifyReply {
  const exposed = reply.getHeader('access-control-expose-headers');
  if (exposed) reply.header('access-control-expose-headers', `${exposed}, X-Total-Count, X-Export-Truncated`);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .header('x-total-count', String(exported.total))
    .header('x-export-truncated', String(exported.truncated))
    .send(exported.csv);
}

/** The OpenAPI description of an export's answer. */
export const CSV_RESPONSE = {
  description:
    `text/csv (UTF-8 with a byte order mark, comma, CRLF), a header line with the row's field names, then at most ` +
    `${CSV_EXPORT_MAX_ROWS.toLocaleString('en')} rows. Cells starting with = + - @, a tab or a carriage return are prefixed ` +
    "with ' (no spreadsheet formula). Headers: X-Total-Count (the filtered list's total), X-Export-Truncated (true when cut).",
  content: { 'text/csv': { schema: { type: 'string' } } },
};
