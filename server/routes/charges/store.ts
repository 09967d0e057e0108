import type { Kysely, Updateable } from 'kysely';
import type { ChargeEdit, NewCharge } from '../../../src/contracts/charges.js';
import { splitTtc } from '../../../src/domain/invoices/amounts.js';
import { seriesOf } from '../../../src/domain/invoices/numbering.js';
import { sortKey } from '../../../src/domain/sortKey.js';
import type { Database, StripeChargesTable } from '../../db/types/index.js';
import type { ChangeTrace } from '../../events/port.js';
import { AppError } from '../../http/errors.js';
import { enqueueJob } from '../../jobs/jobQueue.js';
import { amountsOf, checkPeriod, knownZone } from './amountsInput.js';
import { INVOICE_DOCUMENT, type InvoiceDocumentPayload } from './document.js';
import { nextInvoiceNumber } from './numbering.js';

const blankShop = () => new AppError(422, 'blank_shop_id', 'Choose the shop to invoice (a positive integer naming an existing shop).');

/** The live shop of a new invoice (spec 2 §5: a positive integer, an existing shop), else 422 blank_shop_id. */
export async function invoicedShop(db: Kysely<Database>, raw: number | string | null | undefined) {
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw blankShop();
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'organisation_id', 'name', 'corporate_name', 'address', 'postal_code', 'city', 'country', 'billing_email'])
    .where('id', '=', id)
    .where('organisation_deleted_at', 'is', null)
    .executeTakeFirst();
  if (!shop) throw blankShop();
  return shop;
}

type Shop = Awaited<ReturnType<typeof invoicedShop>>;

/**
 * Creates the charge in `trx`: amounts from the total and the zone's rate, the next number of its series
 * for the current year, visible=0, and the invoice_document job (with the request's trace). Input problems throw before any write.
 */
export async function createCharge(trx: Kysely<Database>, body: NewCharge, shop: Shop, createdById: number, trace: ChangeTrace): Promise<number> {
  const { stripe_charge: input, stripe_invoice: invoice } = body;
  if (input.organisation_id !== undefined && input.organisation_id !== shop.organisation_id) {
    throw new AppError(422, 'shop_not_in_organisation', `Shop ${shop.id} does not belong to organisation ${input.organisation_id}.`);
  }
  const zone = knownZone(invoice.zone);
  const amounts = amountsOf(input.total, zone);
  checkPeriod(input.invoice_period_start, input.invoice_period_end);
  const fromShop = !body.from_scratch;
  const denomination = input.customer_social_denomination ?? (fromShop ? (shop.corporate_name ?? shop.name) : '');
  const now = new Date();
  const at = now.toISOString();
  const number = await nextInvoiceNumber(trx, seriesOf(invoice.payment_or_refund), now.getUTCFullYear());
  const { id } = await trx
    .insertInto('stripe_charges')
    .values({
      invoice_number: number,
      kind: invoice.kind,
      payment_or_refund: invoice.payment_or_refund,
      zone: zone.key,
      vat_rate_bp: zone.vatRateBp,
      ht_cents: amounts.htCents,
      tva_cents: amounts.tvaCents,
      ttc_cents: amounts.ttcCents,
      shop_id: shop.id,
      organisation_id: shop.organisation_id,
      customer_email: input.customer_email ?? (fromShop ? shop.billing_email : null),
      customer_social_denomination: denomination,
      customer_social_denomination_sort: sortKey(denomination),
      customer_address: input.customer_address ?? (fromShop ? (shop.address ?? '') : ''),
      customer_postal_code: input.customer_postal_code ?? (fromShop ? (shop.postal_code ?? '') : ''),
      customer_city: input.customer_city ?? (fromShop ? (shop.city ?? '') : ''),
      customer_country: (input.customer_country ?? (fromShop ? shop.country : 'FR')).toUpperCase(),
      stripe_customer_id: null,
      visible: 0,
      invoice_period_start: input.invoice_period_start ?? null,
      invoice_period_end: input.invoice_period_end ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payload: InvoiceDocumentPayload = { chargeId: id, resend: body.resend ?? false };
  await enqueueJob(trx, { kind: INVOICE_DOCUMENT, payload, createdById, trace });
  return id;
}

/** Whether the organisation or the shop a list is scoped to exists. */
export async function scopeExists(db: Kysely<Database>, table: 'organisations' | 'shops', id: number): Promise<boolean> {
  return (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Writes a PATCH's changes (chargeChanges). */
export async function updateCharge(trx: Kysely<Database>, id: number, changes: Updateable<StripeChargesTable>): Promise<void> {
  await trx.updateTable('stripe_charges').set({ ...changes, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** Sets sent_at the first time the invoice is sent. */
export async function markChargeSent(trx: Kysely<Database>, id: number): Promise<void> {
  const at = new Date().toISOString();
  await trx.updateTable('stripe_charges').set({ sent_at: at, updated_at: at }).where('id', '=', id).where('sent_at', 'is', null).execute();
}

/** Makes a new charge visible once its document is rendered, unless it was edited (or shown) since: whether it did. */
export async function showRenderedCharge(trx: Kysely<Database>, id: number, renderedUpdatedAt: string): Promise<boolean> {
  const shown = await trx
    .updateTable('stripe_charges')
    .set({ visible: 1, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('visible', '=', 0)
    // the row that was rendered, not one edited since
    .where('updated_at', '=', renderedUpdatedAt)
    .executeTakeFirst();
  return Number(shown.numUpdatedRows) === 1;
}

export type StoredCharge = NonNullable<Awaited<ReturnType<typeof findCharge>>>;

export const findCharge = (db: Kysely<Database>, id: number) => db.selectFrom('stripe_charges').selectAll().where('id', '=', id).executeTakeFirst();

export async function storedCharge(db: Kysely<Database>, id: number) {
  const charge = await findCharge(db, id);
  if (!charge) throw new AppError(404, 'not_found', `Charge ${id} not found.`);
  return charge;
}

/**
 * The changes of a PATCH: customer fields, kind, period; the total or the zone recompute the amounts,
 * refused with 409 issue_credit_note once the invoice was sent (a sent invoice is corrected by a credit note).
 */
export function chargeChanges(charge: StoredCharge, edit: ChargeEdit['stripe_charge']) {
  const changes: Record<string, string | number | null> = {};
  for (const field of ['customer_email', 'customer_social_denomination', 'customer_address', 'customer_postal_code', 'customer_city', 'kind', 'invoice_period_start', 'invoice_period_end'] as const) {
    if (edit[field] !== undefined && edit[field] !== charge[field]) changes[field] = edit[field];
  }
  if (edit.customer_country !== undefined && edit.customer_country.toUpperCase() !== charge.customer_country) changes.customer_country = edit.customer_country.toUpperCase();
  if (changes.customer_social_denomination !== undefined) changes.customer_social_denomination_sort = sortKey(String(changes.customer_social_denomination));
  checkPeriod(
    edit.invoice_period_start === undefined ? charge.invoice_period_start : edit.invoice_period_start,
    edit.invoice_period_end === undefined ? charge.invoice_period_end : edit.invoice_period_end,
  );
  if (edit.total !== undefined || edit.zone !== undefined) {
    const zone = knownZone(edit.zone ?? charge.zone);
    const amounts = edit.total !== undefined ? amountsOf(edit.total, zone) : splitTtc(Number(charge.ttc_cents), zone.vatRateBp);
    const moved = amounts.ttcCents !== Number(charge.ttc_cents) || amounts.htCents !== Number(charge.ht_cents) || zone.key !== charge.zone;
    if (moved && charge.sent_at) {
      throw new AppError(409, 'issue_credit_note', 'This invoice was sent: its amounts cannot change. Issue a credit note instead.');
    }
    if (moved) Object.assign(changes, { zone: zone.key, vat_rate_bp: zone.vatRateBp, ht_cents: amounts.htCents, tva_cents: amounts.tvaCents, ttc_cents: amounts.ttcCents });
  }
  return changes as Updateable<StripeChargesTable>;
}
