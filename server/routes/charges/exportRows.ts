import type { Kysely } from 'kysely';
import type { ExportedCharge } from '../../../src/domain/invoices/exportCells.js';
import type { Database } from '../../db/types/index.js';

/** Rows read per query: small enough that few objects live long enough to be promoted (RSS stays low), large enough that the round trips do not show. */
export const EXPORT_BATCH = 500;

export interface ExportInstants {
  /** ISO UTC: created_at >= from */
  from: string;
  /** ISO UTC: created_at < to */
  to: string;
}

const inRange = (db: Kysely<Database>, { from, to }: ExportInstants) => db.selectFrom('stripe_charges as c').where('c.created_at', '>=', from).where('c.created_at', '<', to);

/** How many charges the range holds (the created_at index). */
export async function countExportRows(db: Kysely<Database>, range: ExportInstants): Promise<number> {
  const { n } = await inRange(db, range)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * The charges of the range in (created_at, id) order, `batch` at a time: each query starts after the last row
 * of the previous one (keyset on stripe_charges_created_at_idx), so no query holds more than a batch and none
 * slows down with the offset. Each batch is its own statement: no transaction stays open while the file streams.
 * The next batch is asked for before this one is handed over, so on PostgreSQL the database works while the
 * workbook is written.
 */
export async function* exportBatches(db: Kysely<Database>, range: ExportInstants, batch = EXPORT_BATCH): AsyncGenerator<ExportedCharge[]> {
  let pending = batchAfter(db, range, null, batch);
  for (;;) {
    const rows = await pending;
    const more = rows.length === batch;
    if (more) {
      pending = batchAfter(db, range, rows[rows.length - 1], batch);
      // a consumer that stops early never awaits it: its failure must not go unhandled
      pending.catch(() => undefined);
    }
    if (rows.length > 0) yield rows;
    if (!more) return;
  }
}

async function batchAfter(db: Kysely<Database>, range: ExportInstants, last: ExportedCharge | null, batch: number): Promise<ExportedCharge[]> {
  const rows = await inRange(db, range)
    .$if(last !== null, (query) => query.where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '>', eb.tuple(last!.created_at, last!.id))))
    .leftJoin('shops as s', 's.id', 'c.shop_id')
    .leftJoin('organisations as o', 'o.id', 'c.organisation_id')
    .select([
      'c.id',
      'c.invoice_number',
      'c.payment_or_refund',
      'c.kind',
      'c.zone',
      'c.vat_rate_bp',
      'c.ht_cents',
      'c.tva_cents',
      'c.ttc_cents',
      'c.organisation_id',
      'o.name as organisation_name',
      'c.shop_id',
      's.name as shop_name',
      'c.customer_social_denomination',
      'c.customer_address',
      'c.customer_postal_code',
      'c.customer_city',
      'c.customer_country',
      'c.customer_email',
      'c.stripe_customer_id',
      'c.created_at',
      'c.sent_at',
      'c.disputed_at',
      'c.invoice_period_start',
      'c.invoice_period_end',
    ])
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(batch)
    .execute();
  // PostgreSQL answers bigint columns as strings; converted in place (no second object per row)
  for (const row of rows) {
    row.id = Number(row.id);
    row.ht_cents = Number(row.ht_cents);
    row.tva_cents = Number(row.tva_cents);
    row.ttc_cents = Number(row.ttc_cents);
  }
  return rows as ExportedCharge[];
}
