import { sql, type Kysely } from 'kysely';
import { formatInvoiceNumber, SERIES_PREFIX, type InvoiceSeries } from '../../../src/domain/invoices/numbering.js';
import type { Database } from '../../db/types/index.js';

/**
 * The next number of a series for a year, taken inside the creating transaction `trx` (French law:
 * gap-free). The year's row is created once (insert … on conflict do nothing), starting after the highest
 * number of that year and series already stored (charges loaded by the seeds or imported keep theirs);
 * then `update … set last_number = last_number + 1 returning` locks it until commit on PostgreSQL
 * (concurrent creators wait in turn); SQLite serialises writers. A creation that rolls back gives its
 * number back with it: no gap.
 */
export async function nextInvoiceNumber(trx: Kysely<Database>, series: InvoiceSeries, year: number): Promise<string> {
  const next = () =>
    trx
      .updateTable('invoice_sequences')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('year', '=', year)
      .where('series', '=', series)
      .returning('last_number')
      .executeTakeFirst();
  // the usual case: the year's row is there (the max below reads the whole year's range: only once a year)
  const taken = (await next()) ?? (await startSeries(trx, series, year), await next());
  if (!taken) throw new Error(`invoice sequence ${series} ${year} missing`);
  return formatInvoiceNumber(series, year, Number(taken.last_number));
}

async function startSeries(trx: Kysely<Database>, series: InvoiceSeries, year: number): Promise<void> {
  const prefix = `${SERIES_PREFIX[series]}-${year}-`;
  await trx
    .insertInto('invoice_sequences')
    .columns(['year', 'series', 'last_number'])
    .expression(
      trx
        .selectFrom('stripe_charges')
        // a range on the invoice_number index (prefix '-' < '.'), whatever the collation
        .where('invoice_number', '>=', prefix)
        .where('invoice_number', '<', `${prefix.slice(0, -1)}.`)
        .select([
          sql<number>`cast(${year} as integer)`.as('year'),
          sql<string>`cast(${series} as text)`.as('series'),
          sql<number>`coalesce(max(cast(substr(invoice_number, ${prefix.length + 1}) as integer)), 0)`.as('last_number'),
        ]),
    )
    .onConflict((oc) => oc.columns(['year', 'series']).doNothing())
    .execute();
}
