import { describe, expect, it } from 'vitest';
import { INVOICE_KINDS, VAT_ZONES } from '../../src/domain/invoices/catalogue.js';
import { centsToDecimal, countryName, formatEuros, formatVatRate, parisDay } from '../../src/domain/invoices/documentFormat.js';
import { invoiceLocale } from '../../src/domain/invoices/documentLanguage.js';
import { INVOICE_LABELS } from '../../src/domain/invoices/labels.js';
import { LOCALE_CODES } from '../../src/domain/locales.js';
import { loadConfig } from '../../server/config.js';
import { fontsCover } from '../../server/routes/charges/documents/fonts.js';
import { renderInvoicePdf, type InvoiceCharge } from '../../server/routes/charges/documents/pdf.js';
import { INVOICE_PDF_TEXTS } from '../../server/routes/charges/documents/pdfTexts.js';
import { pdfText } from '../api/support/pdfText.js';

const seller = loadConfig({}).invoiceSeller;
const charge = (values: Partial<InvoiceCharge> = {}): InvoiceCharge => ({
  invoice_number: 'F-2026-000123',
  kind: 'subscription',
  payment_or_refund: 'payment',
  zone: 'france_metropole',
  vat_rate_bp: 2000,
  ht_cents: 10_000,
  tva_cents: 2_000,
  ttc_cents: 12_000,
  customer_email: 'billing@client.example',
  customer_social_denomination: 'Boulangerie Dupont SARL',
  customer_address: '12 rue de la Paix',
  customer_postal_code: '69001',
  customer_city: 'Lyon',
  customer_country: 'FR',
  stripe_customer_id: null,
  invoice_period_start: null,
  invoice_period_end: null,
  created_at: '2026-02-10T09:00:00.000Z',
  ...values,
});

/** Every string leaf of an object, with its path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, path ? `${path}.${key}` : key));
}

describe("the invoice's language", () => {
  it.each([
    ['FR', 'fr'],
    ['LU', 'fr'],
    ['MC', 'fr'],
    ['BE', 'fr-BE'],
    ['CH', 'fr-CH'],
    ['DE', 'de'],
    ['AT', 'de'],
    ['ES', 'es'],
    ['IT', 'it'],
    ['NL', 'nl'],
    ['PL', 'pl'],
    ['PT', 'pt'],
    ['RO', 'ro'],
    ['GB', 'en'],
    ['US', 'en'],
    ['CA', 'en'],
    [' be ', 'fr-BE'],
    ['de', 'de'],
    ['', 'en'],
    [null, 'en'],
  ] as const)('customer country %j -> %s', (country, locale) => {
    expect(invoiceLocale(country)).toBe(locale);
  });
});

describe('the PDF texts', () => {
  const reference = leaves(INVOICE_PDF_TEXTS.fr).map(([path]) => path);

  it.each(LOCALE_CODES)('%s has every text of French, none empty, with the same placeholders', (locale) => {
    const texts = leaves(INVOICE_PDF_TEXTS[locale]);
    expect(texts.map(([path]) => path)).toEqual(reference);
    for (const [path, text] of texts) {
      expect(text.trim(), `${locale} ${path}`).not.toBe('');
      const placeholders = (s: string) => s.match(/\{\w+\}/g) ?? [];
      expect(placeholders(text), `${locale} ${path}`).toEqual(placeholders(leaves(INVOICE_PDF_TEXTS.fr).find(([p]) => p === path)![1]));
    }
    expect(Object.keys(INVOICE_LABELS[locale].kinds)).toEqual([...INVOICE_KINDS]);
    expect(Object.keys(INVOICE_LABELS[locale].zones)).toEqual(VAT_ZONES.map((zone) => zone.key));
  });

  it('are translated: each locale but the French variants differs from English', () => {
    for (const locale of LOCALE_CODES.filter((l) => l !== 'en')) expect(INVOICE_PDF_TEXTS[locale].invoice, locale).not.toBe(INVOICE_PDF_TEXTS.en.invoice);
  });

  it.each(LOCALE_CODES)('can all be drawn by the fonts in %s, amounts, rates and country names included', (locale) => {
    const written = [
      ...leaves(INVOICE_PDF_TEXTS[locale]).map(([, text]) => text),
      ...Object.values(INVOICE_LABELS[locale].kinds),
      formatEuros(123_456_789, locale),
      formatEuros(-5, locale),
      formatVatRate(850, locale),
      formatVatRate(2000, locale),
      ...['FR', 'BE', 'CH', 'LU', 'MC', 'DE', 'AT', 'ES', 'IT', 'NL', 'PL', 'PT', 'RO', 'GB', 'US'].map((country) => countryName(country, locale)),
      '→ … №',
    ];
    const missing = [...new Set(written.join(''))].filter((c) => !fontsCover(c.codePointAt(0)!));
    expect(missing).toEqual([]);
  });
});

describe('amounts and dates on the documents', () => {
  it.each([
    [12_345, '123.45'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [-1_050, '-10.50'],
    [1_000_000_000, '10000000.00'],
  ])('%i cents are the decimal %s', (cents, decimal) => {
    expect(centsToDecimal(cents)).toBe(decimal);
  });

  it('formats euros from integer cents in each locale, never through a float', () => {
    expect(formatEuros(123_456, 'fr')).toBe('1\u202f234,56\u00a0€');
    expect(formatEuros(123_456, 'en')).toBe('€1,234.56');
    expect(formatEuros(123_456, 'de')).toBe('1.234,56\u00a0€');
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30
    expect(formatEuros(10 + 20, 'en')).toBe('€0.30');
    expect(formatEuros(999_999_999_999, 'en')).toBe('€9,999,999,999.99');
    expect(() => formatEuros(1.5, 'fr')).toThrow(RangeError);
  });

  it('writes VAT rates as percentages of the locale', () => {
    expect(formatVatRate(2000, 'fr')).toBe('20\u00a0%');
    expect(formatVatRate(850, 'en')).toBe('8.5%');
    expect(formatVatRate(0, 'de')).toBe('0\u00a0%');
  });

  it.each([
    ['2026-02-10T09:00:00.000Z', '10/02/2026'],
    ['2026-12-31T22:59:59.000Z', '31/12/2026'],
    ['2026-12-31T23:00:00.000Z', '01/01/2027'],
    ['2026-06-30T21:59:59.000Z', '30/06/2026'],
    ['2026-06-30T22:00:00.000Z', '01/07/2026'],
  ])('the instant %s is the Paris day %s', (instant, day) => {
    expect(parisDay(instant)).toBe(day);
  });

  it("names the customer's country in the document's language", () => {
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('de', 'de')).toBe('Deutschland');
    expect(countryName('PL', 'pl')).toBe('Polska');
    expect(countryName('??', 'en')).toBe('??');
  });
});

describe('the PDF', () => {
  it('gives the same bytes for the same charge, other bytes for two charges one cent apart', async () => {
    const [first, second, other] = await Promise.all([renderInvoicePdf(charge(), seller), renderInvoicePdf(charge(), seller), renderInvoicePdf(charge({ ttc_cents: 12_001, tva_cents: 2_001 }), seller)]);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it("carries the charge's date as the document's, not the time of rendering", async () => {
    const bytes = (await renderInvoicePdf(charge(), seller)).toString('latin1');
    const dates = [...bytes.matchAll(/\(D:(\d{14})Z\)/g)].map((match) => match[1]);
    // CreationDate and ModDate
    expect(dates).toEqual(['20260210090000', '20260210090000']);
  });

  it.each(LOCALE_CODES)('keeps the longest credit note on one page in %s', async (locale) => {
    const country = Object.entries({ fr: 'FR', 'fr-BE': 'BE', 'fr-CH': 'CH', en: 'US', de: 'DE', es: 'ES', it: 'IT', nl: 'NL', pl: 'PL', pt: 'PT', ro: 'RO' }).find(([l]) => l === locale)![1];
    const longest = charge({
      payment_or_refund: 'refund',
      invoice_number: 'A-2026-000045',
      kind: 'automatic_planning_credits',
      zone: 'outside_eu',
      customer_country: country,
      customer_social_denomination: 'Société Coopérative '.repeat(10).slice(0, 200),
      customer_address: 'Bâtiment B, 12 avenue des Champs ',
      customer_city: 'Saint-Rémy-de-Provence '.repeat(5).slice(0, 100),
      customer_email: `${'a'.repeat(60)}@${'b'.repeat(60)}.example`,
      stripe_customer_id: 'cus_' + 'X'.repeat(60),
      invoice_period_start: '2026-01-01',
      invoice_period_end: '2026-12-31',
      ttc_cents: 1_000_000_000,
      ht_cents: 1_000_000_000,
      tva_cents: 0,
    });
    const longSeller = { ...seller, name: 'N'.repeat(100), address: 'Adresse '.repeat(25).slice(0, 200) };
    const { text, pages } = await pdfText(await renderInvoicePdf({ ...longest, customer_address: longest.customer_address.repeat(9).slice(0, 300) }, longSeller));
    expect(pages).toBe(1);
    expect(text).toContain(INVOICE_PDF_TEXTS[locale].mentions.outsideEu.split(' ')[0]);
  });

  it('fails on a charge it cannot date, rather than print a wrong date', async () => {
    await expect(renderInvoicePdf(charge({ created_at: 'not a date' }), seller)).rejects.toThrow(RangeError);
  });
});
