// What the invoices scenario aims at, read from the dataset: a range of consecutive days holding at least 50,000
// charges (the "a month's export of 50,000 charges"), random visible charges (the PDF), the organisation
// with the most charges (its tab) and the counts of charges and prospects.
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/index.js';
import { FastRandom } from '../../server/seed/pools.js';

export interface InvoiceBenchTargets {
  charges: number;
  prospects: number;
  /** the export's range (YYYY-MM-DD, both days included, UTC days) and how many charges it holds */
  exportRange: { start: string; end: string; rows: number };
  pdfChargeIds: number[];
  busiestOrganisation: { id: number; charges: number };
}

export const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 50_000);
const PDF_SAMPLE = 200;

export async function findInvoiceBenchTargets(url: string): Promise<InvoiceBenchTargets> {
  const handle = openDatabase(url);
  try {
    const { db } = handle;
    const count = async (table: 'stripe_charges' | 'account_creations') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const [charges, prospects] = [await count('stripe_charges'), await count('account_creations')];
    // charges a day, newest first (one scan of the created_at index): the range grows backwards from the day before
    // the newest (the newest may be partial), until it holds EXPORT_ROWS charges
    const { rows: days } = await sql<{ day: string; n: number }>`
      select substr(created_at, 1, 10) as day, count(*) as n from stripe_charges
      group by substr(created_at, 1, 10) order by day desc limit 60`.execute(db);
    let rows = 0;
    let start = days[1]?.day ?? days[0]?.day ?? '1970-01-01';
    const end = start;
    for (const day of days.slice(1)) {
      rows += Number(day.n);
      start = day.day;
      if (rows >= EXPORT_ROWS) break;
    }
    const bounds = await db.selectFrom('stripe_charges').select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')]).executeTakeFirstOrThrow();
    const rng = new FastRandom(18);
    const drawn = Array.from({ length: PDF_SAMPLE }, () => rng.int(Number(bounds.low ?? 1), Number(bounds.high ?? 1)));
    const visible = await db.selectFrom('stripe_charges').select('id').where('id', 'in', drawn).where('visible', '=', 1).execute();
    const busiest = await sql<{ organisation_id: number; n: number }>`
      select organisation_id, count(*) as n from stripe_charges group by organisation_id order by count(*) desc, organisation_id limit 1`.execute(db);
    return {
      charges,
      prospects,
      exportRange: { start, end, rows },
      pdfChargeIds: visible.map((row) => row.id),
      busiestOrganisation: { id: Number(busiest.rows[0]?.organisation_id ?? 0), charges: Number(busiest.rows[0]?.n ?? 0) },
    };
  } finally {
    await handle.close();
  }
}
