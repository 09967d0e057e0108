import type { ChargeEdit, ChargeRow } from '../../contracts/charges.js';
import { parseTotalCents } from './amounts.js';
import type { InvoiceKind } from './catalogue.js';
import { totalInputText } from './review.js';
import { CUSTOMER_FIELDS, customerFieldsOf, type CustomerField } from './wizard.js';

/** The edit wizard's values (spec 2 §4): the customer fields, kind, zone, total (free text) and period. */
export interface ChargeEditDraft extends Record<CustomerField, string> {
  kind: string;
  zone: string;
  total: string;
  invoice_period_start: string | null;
  invoice_period_end: string | null;
}

/** The cents of a row's euros (at most 2 decimals by contract), rounded back to the integer they came from. */
export const rowTtcCents = (row: Pick<ChargeRow, 'charge'>): number => Math.round(row.charge.ttc * 100);

export function editDraftOf(row: ChargeRow, locale: string): ChargeEditDraft {
  return {
    customer_email: row.customer_email ?? '',
    customer_social_denomination: row.customer_social_denomination,
    customer_address: row.customer_address,
    customer_postal_code: row.customer_postal_code,
    customer_city: row.customer_city,
    customer_country: row.customer_country,
    kind: row.invoice.kind,
    zone: row.zone,
    total: totalInputText(rowTtcCents(row), locale),
    invoice_period_start: row.invoice_period_start,
    invoice_period_end: row.invoice_period_end,
  };
}

const day = (value: string | null | undefined): string | null => (value == null || value.trim() === '' ? null : value.trim());

/**
 * PATCH /stripe_charges/{id}'s stripe_charge: only what changed (spec 2 §7). The total counts as changed when it
 * reads as another amount ("120" for 120.00 is no change); a total that does not read is sent as typed and the
 * server says why.
 */
export function chargeEditOf(row: ChargeRow, draft: ChargeEditDraft): ChargeEdit['stripe_charge'] {
  const changes: ChargeEdit['stripe_charge'] = {};
  const customer = customerFieldsOf(draft);
  const before = pickCustomer(row);
  for (const field of CUSTOMER_FIELDS) {
    if (customer[field] !== before[field]) Object.assign(changes, { [field]: customer[field] });
  }
  if (draft.kind !== row.invoice.kind) changes.kind = draft.kind as InvoiceKind;
  if (draft.zone !== row.zone) changes.zone = draft.zone;
  const parsed = parseTotalCents(draft.total);
  if (!parsed.ok || parsed.cents !== rowTtcCents(row)) changes.total = draft.total;
  for (const bound of ['invoice_period_start', 'invoice_period_end'] as const) {
    if (day(draft[bound]) !== row[bound]) changes[bound] = day(draft[bound]);
  }
  return changes;
}

function pickCustomer(row: ChargeRow): Record<CustomerField, string | null> {
  return {
    customer_email: row.customer_email,
    customer_social_denomination: row.customer_social_denomination,
    customer_address: row.customer_address,
    customer_postal_code: row.customer_postal_code,
    customer_city: row.customer_city,
    customer_country: row.customer_country,
  };
}
