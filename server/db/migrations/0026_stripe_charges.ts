import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { idColumnType, type Dialect } from '../dialect.js';

/**
 * Issue 18, invoices (spec 2 §2.1 invoices tab, §2.8, §3 charge). Append-only.
 * - stripe_charges: one invoice or credit note; amounts in integer cents (src/domain/invoices/amounts.ts),
 *   the VAT rate in basis points as it was at creation; visible=0 until the invoice_document job has run;
 *   sent_at once e-mailed (its amounts are then frozen: a credit note corrects it); disputed_at by the
 *   payment provider. customer_social_denomination_sort is its sortKey (byte order, COLLATE "C" on PostgreSQL).
 *   Each sort of the list walks (key, id), (organisation_id, key, id) or (shop_id, key, id); created_at alone
 *   serves the exports by date range.
 * - invoice_sequences: the gap-free numbering, one row per (year, series); the creating transaction takes
 *   the next number with `update ... set last_number = last_number + 1 returning` (a row lock on PostgreSQL,
 *   SQLite serialises writers), so a rolled-back creation gives its number back.
 */
export const CHARGE_SORT_COLUMNS = [
  'invoice_number',
  'kind',
  'payment_or_refund',
  'customer_social_denomination_sort',
  'ht_cents',
  'tva_cents',
  'ttc_cents',
  'created_at',
] as const;

export function up(dialect: Dialect) {
  return async (db: Kysely<unknown>): Promise<void> => {
    const autoId = (c: ColumnDefinitionBuilder) => c.primaryKey().$call((b) => (dialect === 'sqlite' ? b.autoIncrement() : b));
    const sortText = dialect === 'postgres' ? sql`text collate "C"` : sql`text`;

    await db.schema
      .createTable('stripe_charges')
      .addColumn('id', idColumnType(dialect), autoId)
      .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payment_or_refund', 'text', (c) => c.notNull())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('ht_cents', 'bigint', (c) => c.notNull())
      .addColumn('tva_cents', 'bigint', (c) => c.notNull())
      .addColumn('ttc_cents', 'bigint', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('organisation_id', 'integer', (c) => c.notNull())
      .addColumn('customer_email', 'text')
      .addColumn('customer_social_denomination', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('customer_social_denomination_sort', sortText, (c) => c.notNull().defaultTo(''))
      .addColumn('customer_address', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('customer_postal_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('customer_city', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('customer_country', 'text', (c) => c.notNull().defaultTo('FR'))
      .addColumn('stripe_customer_id', 'text')
      .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_at', 'text')
      .addColumn('disputed_at', 'text')
      .addColumn('invoice_period_start', 'text')
      .addColumn('invoice_period_end', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const column of CHARGE_SORT_COLUMNS) {
      const short = column.replace('customer_social_denomination_sort', 'denomination').replace('_cents', '');
      await db.schema.createIndex(`stripe_charges_${short}_idx`).on('stripe_charges').columns([column, 'id']).execute();
      await db.schema.createIndex(`stripe_charges_org_${short}_idx`).on('stripe_charges').columns(['organisation_id', column, 'id']).execute();
      await db.schema.createIndex(`stripe_charges_shop_${short}_idx`).on('stripe_charges').columns(['shop_id', column, 'id']).execute();
    }
    await db.schema.createIndex('stripe_charges_org_id_idx').on('stripe_charges').columns(['organisation_id', 'id']).execute();
    await db.schema.createIndex('stripe_charges_shop_id_idx').on('stripe_charges').columns(['shop_id', 'id']).execute();

    await db.schema
      .createTable('invoice_sequences')
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('series', 'text', (c) => c.notNull())
      .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('invoice_sequences_pk', ['year', 'series'])
      .execute();
  };
}
