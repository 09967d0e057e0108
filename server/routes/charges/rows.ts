import type { Kysely } from 'kysely';
import type { ChargeRow } from '../../../src/contracts/charges.js';
import { centsToEuros } from '../../../src/domain/invoices/amounts.js';
import { vatRatePercent } from '../../../src/domain/invoices/catalogue.js';
import type { PaymentProvider } from '../../adapters/paymentProvider/index.js';
import type { Database } from '../../db/types/index.js';
import { inPageOrder } from '../../lists/listQuery.js';

/** The charges of `ids` as the API's rows (spec 2 §3), in the order of `ids`; the shop and organisation names joined. */
export async function chargeRows(db: Kysely<Database>, provider: PaymentProvider, ids: readonly number[]): Promise<ChargeRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('stripe_charges as c')
    .leftJoin('shops as s', 's.id', 'c.shop_id')
    .leftJoin('organisations as o', 'o.id', 'c.organisation_id')
    .selectAll('c')
    .select(['s.name as shop_name', 'o.name as organisation_name'])
    .where('c.id', 'in', [...ids])
    .execute();
  return inPageOrder(ids, rows).map((row) => ({
    id: row.id,
    invoice_number: row.invoice_number,
    invoice: { id: row.id, kind: row.kind, payment_or_refund: row.payment_or_refund },
    shop: { id: row.shop_id, name: row.shop_name },
    organisation: { id: row.organisation_id, name: row.organisation_name },
    zone: row.zone,
    vat_rate: vatRatePercent(row.vat_rate_bp),
    customer_email: row.customer_email,
    customer_social_denomination: row.customer_social_denomination,
    customer_address: row.customer_address,
    customer_postal_code: row.customer_postal_code,
    customer_city: row.customer_city,
    customer_country: row.customer_country,
    charge: { ht: centsToEuros(Number(row.ht_cents)), tva: centsToEuros(Number(row.tva_cents)), ttc: centsToEuros(Number(row.ttc_cents)) },
    stripe_customer_id: row.stripe_customer_id,
    stripe_customer_link: provider.customerLink(row.stripe_customer_id),
    created_at: row.created_at,
    sent_at: row.sent_at,
    disputed_at: row.disputed_at,
    url: `/super_admin/api/stripe_charges/${row.id}/pdf`,
    visible: !!row.visible,
    invoice_period_start: row.invoice_period_start,
    invoice_period_end: row.invoice_period_end,
  }));
}

export async function chargeRow(db: Kysely<Database>, provider: PaymentProvider, id: number): Promise<ChargeRow> {
  const [row] = await chargeRows(db, provider, [id]);
  return row;
}
