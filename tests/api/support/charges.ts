import type { Insertable, Kysely } from 'kysely';
import { splitTtc } from '../../../src/domain/invoices/amounts.js';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { Database, StripeChargesTable } from '../../../server/db/types/index.js';

let serial = 0;

export type ChargeValues = Partial<Insertable<StripeChargesTable>> & { shop_id: number; organisation_id: number; created_at: string };

/** A charge row as the seed writes them (amounts from `ttc_cents` at 20 %), with what the test names; its id. */
export async function insertCharge(db: Kysely<Database>, values: ChargeValues & { ttc?: number }): Promise<number> {
  const { ttc = 12_000, ...rest } = values;
  const amounts = splitTtc(ttc, rest.vat_rate_bp ?? 2000);
  const n = ++serial;
  const denomination = rest.customer_social_denomination ?? `Client ${n}`;
  const refund = rest.payment_or_refund === 'refund';
  const { id } = await db
    .insertInto('stripe_charges')
    .values({
      invoice_number: `${refund ? 'A' : 'F'}-2099-${String(n).padStart(6, '0')}`,
      kind: 'subscription',
      payment_or_refund: 'payment',
      zone: 'france_metropole',
      vat_rate_bp: 2000,
      ht_cents: amounts.htCents,
      tva_cents: amounts.tvaCents,
      ttc_cents: amounts.ttcCents,
      customer_social_denomination: denomination,
      customer_social_denomination_sort: sortKey(denomination),
      customer_city: 'Lyon',
      customer_country: 'FR',
      visible: 1,
      updated_at: rest.created_at,
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}
