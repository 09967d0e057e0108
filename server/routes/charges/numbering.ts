import type { Kysely } from 'kysely';
import { formatInvoiceNumber, type InvoiceSeries } from '../../../src/domain/invoices/numbering.js';
import type { Database } from '../../db/types/index.js';

/**
 * The next number of a series for a year, taken inside the creating transaction `trx` (French law:
 * gap-free). The row is created once (insert … on conflict do nothing), then `update … set last_number =
 * last_number + 1 returning` locks it until commit on PostgreSQL (concurrent creators wait in turn);
 * SQLite serialises writers. A creation that rolls back gives its number back with it: no gap.
 */
export async function nextInvoiceNumber(trx: Kysely<Database>, series: InvoiceSeries, year: number): Promise<string> {
  await trx.insertInto('invoice_sequences').values({ year, series, last_number: 0 }).onConflict((oc) => oc.columns(['year', 'series']).doNothing()).execute();
  const { last_number } = await trx
    .updateTable('invoice_sequences')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('year', '=', year)
    .where('series', '=', series)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(series, year, Number(last_number));
}
