import { describe, expect, it } from 'vitest';
import { parseInvoiceNumber } from '../../src/domain/invoices/numbering';
import { demoCharges } from '../../server/seed/tables/charges';
import type { OrganisationBundle } from '../../server/seed/rows';

function bundles(count: number): Pick<OrganisationBundle, 'organisation' | 'shops'>[] {
  return Array.from({ length: count }, (_, o) => ({
    organisation: { id: o + 1 },
    shops: [0, 1, 2].map((s) => ({ id: o * 3 + s + 1, name: `Shop ${o}-${s}`, corporate_name: null, country: s === 2 ? 'CH' : 'FR', city: 'Lyon', address: '1 rue', postal_code: '69001', billing_email: null })),
  })) as unknown as Pick<OrganisationBundle, 'organisation' | 'shops'>[];
}

describe('seed: invoices', () => {
  const rows = demoCharges(bundles(60), 2026, 10);

  it('is deterministic', () => {
    expect(demoCharges(bundles(60), 2026, 10)).toEqual(rows);
  });

  it('writes a few per chosen shop, ids after the last one, HT + TVA = TTC in cents', () => {
    expect(rows.length).toBeGreaterThan(60);
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => 11 + i));
    expect(rows.every((r) => (r.ht_cents as number) + (r.tva_cents as number) === r.ttc_cents && Number.isInteger(r.ttc_cents))).toBe(true);
    expect(rows.filter((r) => r.customer_country === 'CH').every((r) => r.zone === 'switzerland' && r.tva_cents === 0)).toBe(true);
  });

  it('numbers each year and series from 1 without a gap, credit notes apart', () => {
    const bySeries = new Map<string, number[]>();
    for (const row of rows) {
      const parsed = parseInvoiceNumber(row.invoice_number as string)!;
      expect(parsed.series).toBe(row.payment_or_refund === 'refund' ? 'credit_note' : 'invoice');
      expect(String(parsed.year)).toBe((row.created_at as string).slice(0, 4));
      const key = `${parsed.series}:${parsed.year}`;
      bySeries.set(key, [...(bySeries.get(key) ?? []), parsed.sequence]);
    }
    expect(bySeries.size).toBeGreaterThanOrEqual(3);
    for (const sequences of bySeries.values()) expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });

  it('gives ids and numbers in time order, as a real table fills (French law: chronological numbering)', () => {
    const times = rows.map((r) => r.created_at as string);
    expect(times).toEqual([...times].sort());
  });
});
