import { describe, expect, it } from 'vitest';
import { frenchVatNumber, isSiren, isVatNumber } from '../../src/domain/invoices/sellerIds.js';
import { ConfigError, loadConfig } from '../../server/config.js';

const problems = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe("the invoices' seller", () => {
  it('defaults to a demo company named after the product, with a valid SIREN and its VAT number', () => {
    expect(loadConfig({ PRODUCT_NAME: 'Horaires', COMPANY_EMAIL_DOMAIN: 'horaires.example' }).invoiceSeller).toEqual({
      name: 'Horaires SAS',
      address: '10 rue de la Paix, 75002 Paris, France',
      siren: '123456782',
      vatNumber: 'FR11123456782',
      email: 'billing@horaires.example',
    });
  });

  it('takes the settings, spaces removed from the identifiers, the VAT number derived from the SIREN when not given', () => {
    const env = { INVOICE_SELLER_NAME: 'Planora France SAS', INVOICE_SELLER_ADDRESS: '5 quai Perrache, 69002 Lyon', INVOICE_SELLER_SIREN: '732 829 320', INVOICE_SELLER_EMAIL: 'factures@planora.example' };
    expect(loadConfig(env).invoiceSeller).toEqual({ name: 'Planora France SAS', address: '5 quai Perrache, 69002 Lyon', siren: '732829320', vatNumber: 'FR44732829320', email: 'factures@planora.example' });
    expect(loadConfig({ INVOICE_SELLER_VAT_NUMBER: 'be 0123 456 789' }).invoiceSeller.vatNumber).toBe('BE0123456789');
  });

  it.each([
    [{ INVOICE_SELLER_SIREN: '123456789' }, 'INVOICE_SELLER_SIREN'],
    [{ INVOICE_SELLER_SIREN: '12345678' }, 'INVOICE_SELLER_SIREN'],
    [{ INVOICE_SELLER_VAT_NUMBER: 'FR-11' }, 'INVOICE_SELLER_VAT_NUMBER'],
    [{ INVOICE_SELLER_EMAIL: 'billing' }, 'INVOICE_SELLER_EMAIL'],
    [{ INVOICE_SELLER_NAME: 'N'.repeat(101) }, 'INVOICE_SELLER_NAME'],
    [{ INVOICE_SELLER_ADDRESS: 'a'.repeat(201) }, 'INVOICE_SELLER_ADDRESS'],
    [{ INVOICE_SELLER_ADDRESS: '5 quai Perrache\u0007' }, 'INVOICE_SELLER_ADDRESS'],
  ])('stops the server on %j, naming the variable', (env, variable) => {
    expect(problems(env).join('\n')).toContain(variable);
  });

  it.each([
    ['732829320', true],
    ['732 829 320', true],
    ['123456782', true],
    ['123456789', false],
    ['73282932', false],
    ['73282932A', false],
  ])('SIREN %s valid: %s', (siren, valid) => {
    expect(isSiren(siren)).toBe(valid);
  });

  it('derives the French VAT number of a SIREN and reads VAT numbers', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(frenchVatNumber('404833048')).toBe('FR83404833048');
    expect(isVatNumber('DE123456789')).toBe(true);
    expect(isVatNumber('12345')).toBe(false);
  });
});
