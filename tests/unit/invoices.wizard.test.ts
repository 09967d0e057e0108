import { describe, expect, it } from 'vitest';
import type { ChargeRow } from '../../src/contracts/charges';
import { chargeEditOf, editDraftOf } from '../../src/domain/invoices/chargeEdit';
import { VAT_ZONES, vatRatePercent } from '../../src/domain/invoices/catalogue';
import { readApiError } from '../../src/dataProviders/apiError';
import { refusalReasonOf as reasonOf } from '../../src/domain/invoices/refusals';

/** The reason of a 422 answering `body`, read by the one error reader. */
const refusalReasonOf = (body: unknown) => reasonOf(readApiError({ status: 422, body }));
import { displayDay, formatEuros, formatRate, reviewAmounts, totalInputText } from '../../src/domain/invoices/review';
import { blankDraft, newChargeOf, periodReversed, positiveShopId } from '../../src/domain/invoices/wizard';
import { percentToBasisPoints, zoneRateBp } from '../../src/domain/invoices/zoneRate';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('a served VAT rate in basis points, without float error', () => {
  it.each([
    [20, 2000],
    [8.5, 850],
    [0, 0],
    [2.1, 210],
    [5.5, 550],
    [19.6, 1960],
    [0.01, 1],
    [100, 10_000],
  ])('%d %% -> %i bp', (percent, bp) => {
    expect(percentToBasisPoints(percent)).toBe(bp);
  });

  it.each([[-1], [8.555], [Number.NaN], [Number.POSITIVE_INFINITY], [1e-7]])('%d %% has no basis points', (percent) => {
    expect(percentToBasisPoints(percent)).toBeNull();
  });

  it("reads every served zone back to the catalogue's rate", () => {
    for (const zone of VAT_ZONES) expect(zoneRateBp({ key: zone.key, vat_rate: vatRatePercent(zone.vatRateBp) })).toBe(zone.vatRateBp);
  });

  it("falls back to the catalogue when the served percent cannot be basis points, else null", () => {
    expect(zoneRateBp({ key: 'dom', vat_rate: 8.5001 })).toBe(850);
    expect(zoneRateBp({ key: 'atlantis', vat_rate: 8.5001 })).toBeNull();
  });
});

describe('the review step (spec 2 §4, §5)', () => {
  it.each([
    ['120,00', 2000, { htCents: 10_000, tvaCents: 2000, ttcCents: 12_000 }],
    ['120,00', 850, { htCents: 11_060, tvaCents: 940, ttcCents: 12_000 }],
    ['99.99', 0, { htCents: 9999, tvaCents: 0, ttcCents: 9999 }],
  ])('%s at %i bp', (total, bp, amounts) => {
    expect(reviewAmounts(total, bp)).toEqual({ ok: true, amounts });
  });

  it('says why there are no amounts', () => {
    expect(reviewAmounts('-3', 2000)).toEqual({ ok: false, problem: 'negative_total' });
    expect(reviewAmounts('', 2000)).toEqual({ ok: false, problem: 'blank_total' });
    expect(reviewAmounts('12', null)).toEqual({ ok: false, problem: 'unknown_rate' });
  });

  it("formats cents as euros and rates as percentages in the user's language", () => {
    expect(plain(formatEuros(1_234_567, 'fr'))).toBe('12 345,67 €');
    expect(formatEuros(12_000, 'en')).toBe('€120.00');
    expect(plain(formatEuros(5, 'de'))).toBe('0,05 €');
    expect(plain(formatRate(850, 'fr'))).toBe('8,5 %');
    expect(formatRate(2000, 'en')).toBe('20%');
  });

  it("writes a total for its input with the language's decimal mark and no grouping", () => {
    expect(totalInputText(1_234_500, 'fr')).toBe('12345,00');
    expect(totalInputText(12_005, 'en')).toBe('120.05');
  });

  it('shows a period day as DD/MM/YYYY', () => {
    expect(displayDay('2026-03-01')).toBe('01/03/2026');
    expect(displayDay('soon')).toBe('soon');
  });
});

describe('leaving step 0: a positive integer shop id (spec 2 §5)', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 7 ', 7],
    [0, null],
    [-4, null],
    ['-4', null],
    [1.5, null],
    ['12a', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (raw, id) => {
    expect(positiveShopId(raw)).toBe(id);
  });
});

describe('the new-invoice payload (spec 2 §3, §7)', () => {
  const draft = blankDraft({ shop_id: '12', kind: 'training', zone: 'dom', total: ' 120,00 ' });

  it("with the shop's billing details: no customer field, from_scratch false", () => {
    expect(newChargeOf(draft, { resend: false })).toEqual({
      stripe_charge: { total: ' 120,00 ', shop_id: 12 },
      stripe_invoice: { kind: 'training', zone: 'dom', payment_or_refund: 'payment' },
      from_scratch: false,
      resend: false,
    });
  });

  it('from scratch: every customer field trimmed, a blank e-mail null, the country upper-cased; the organisation and the period', () => {
    const typed = {
      ...draft,
      use_shop_billing: false,
      payment_or_refund: 'refund' as const,
      customer_email: '  ',
      customer_social_denomination: ' Dupain SARL ',
      customer_country: 'be',
      invoice_period_start: '2026-03-01',
      invoice_period_end: '',
    };
    expect(newChargeOf(typed, { organisationId: 3, resend: true })).toEqual({
      stripe_charge: {
        total: ' 120,00 ',
        shop_id: 12,
        organisation_id: 3,
        invoice_period_start: '2026-03-01',
        customer_email: null,
        customer_social_denomination: 'Dupain SARL',
        customer_address: '',
        customer_postal_code: '',
        customer_city: '',
        customer_country: 'BE',
      },
      stripe_invoice: { kind: 'training', zone: 'dom', payment_or_refund: 'refund' },
      from_scratch: true,
      resend: true,
    });
  });
});

const ROW: ChargeRow = {
  id: 31,
  invoice_number: 'F-2026-000031',
  invoice: { id: 31, kind: 'subscription', payment_or_refund: 'payment' },
  shop: { id: 12, name: 'Boulangerie du Port' },
  organisation: { id: 3, name: 'Maison Dupain' },
  zone: 'france_metropole',
  vat_rate: 20,
  customer_email: null,
  customer_social_denomination: 'Maison Dupain SAS',
  customer_address: '4 quai des Indes',
  customer_postal_code: '56100',
  customer_city: 'Lorient',
  customer_country: 'FR',
  charge: { ht: 0.84, tva: 0.17, ttc: 1.01 },
  stripe_customer_id: null,
  stripe_customer_link: null,
  created_at: '2026-03-02T09:30:00.000Z',
  sent_at: null,
  disputed_at: null,
  url: '/super_admin/api/stripe_charges/31/pdf',
  visible: true,
  invoice_period_start: null,
  invoice_period_end: '2026-03-31',
};

describe('the edit payload: only what changed (spec 2 §7)', () => {
  it('starts from the row, the total in the writing of the language', () => {
    expect(editDraftOf(ROW, 'fr')).toMatchObject({ total: '1,01', customer_email: '', kind: 'subscription', zone: 'france_metropole', invoice_period_start: null });
  });

  it('is empty when nothing changed, whatever the writing of the same total or spaces around the texts', () => {
    const draft = { ...editDraftOf(ROW, 'fr'), total: '1.01', customer_city: ' Lorient ', customer_country: 'fr' };
    expect(chargeEditOf(ROW, draft)).toEqual({});
  });

  it('sends each changed field, a total that does not read as typed, a cleared day as null', () => {
    const draft = {
      ...editDraftOf(ROW, 'fr'),
      customer_email: 'compta@dupain.example',
      kind: 'training',
      zone: 'dom',
      total: '1,015',
      invoice_period_start: '2026-03-01',
      invoice_period_end: '',
    };
    expect(chargeEditOf(ROW, draft)).toEqual({
      customer_email: 'compta@dupain.example',
      kind: 'training',
      zone: 'dom',
      total: '1,015',
      invoice_period_start: '2026-03-01',
      invoice_period_end: null,
    });
  });
});

describe('the reason of a refused invoice call', () => {
  it.each([
    [{ error: 'invalid_total', message: 'x', details: [{ path: '/stripe_charge/total', message: 'zero_total' }] }, 'total_problems.zero_total'],
    [{ error: 'invalid_total', message: 'x', details: [{ message: 'mystery' }] }, 'errors.invalid_total'],
    [{ error: 'issue_credit_note', message: 'x' }, 'errors.issue_credit_note'],
    [{ error: 'no_customer_email', message: 'x' }, 'errors.no_customer_email'],
    [{ error: 'quota_reached', message: 'x' }, null],
    [null, null],
  ])('%j -> %s', (body, key) => {
    expect(refusalReasonOf(body).key).toBe(key);
  });

  it("keeps the server's code and message for the codes the dialogs do not word", () => {
    expect(refusalReasonOf({ error: 'quota_reached', message: 'Too many invoices today.' })).toEqual({ key: null, code: 'quota_reached', message: 'Too many invoices today.' });
    expect(refusalReasonOf({ error: 'quota_reached', message: ' ' }).message).toBeNull();
  });
});

describe('periodReversed (issue 28: a period ending before it starts is refused before the server sees it)', () => {
  it.each([
    ['2026-03-31', '2026-03-01', true],
    ['2026-03-01', '2026-03-31', false],
    ['2026-03-01', '2026-03-01', false],
    ['2026-12-31', '2027-01-01', false],
    [null, '2026-03-01', false],
    ['2026-03-31', null, false],
    ['', '', false],
    ['31/03/2026', '2026-03-01', false],
  ] as const)('%s → %s: %s', (start, end, reversed) => {
    expect(periodReversed(start, end)).toBe(reversed);
  });
});
