import { describe, expect, it } from 'vitest';
import {
  capitaliseCustomerName,
  importFileLanguage,
  PACK_OFFERS,
  packOfferState,
  paymentTypeAllowed,
  stepChangeAllowed,
  type PaymentType,
} from '../../src/domain/prospects/prospects.js';

describe('prospect rules', () => {
  it.each([
    ['acme', 'Acme'],
    ['  boulangerie dupain ', 'Boulangerie dupain'],
    ['éclair SAS', 'Éclair SAS'],
    ['ACME', 'ACME'],
    ['', ''],
  ])('capitalises the customer name %j -> %j', (typed, stored) => expect(capitaliseCustomerName(typed)).toBe(stored));

  it.each([
    ['success', 'ok'],
    ['basic', 'ok'],
    ['starter', 'deprecated'],
    ['classic', 'deprecated'],
    ['gold', 'unknown'],
  ] as const)('pack %s is %s', (name, state) => expect(packOfferState(name)).toBe(state));

  it('numbers the pack offers once each', () => {
    expect(new Set(PACK_OFFERS.map((p) => p.id)).size).toBe(PACK_OFFERS.length);
  });

  it.each([
    ['sepa', false, true],
    ['transfer', false, true],
    ['no_type', false, false],
    ['no_type', true, true],
  ] as [PaymentType, boolean, boolean][])('payment type %s with can_link_without_pay=%s: %s', (type, can, allowed) =>
    expect(paymentTypeAllowed(type, can)).toBe(allowed),
  );

  it.each([
    ['invited', 'completed', true],
    ['completed', 'completed', true],
    ['completed', 'invited', false],
    ['abandoned', 'invited', true],
  ])('step %s -> %s allowed: %s', (from, to, allowed) => expect(stepChangeAllowed(from, to)).toBe(allowed));

  it.each([
    ['fr', 'FR'],
    ['fr-BE', 'FR'],
    ['de', 'DE'],
    ['nl', 'EN'],
    ['pl', 'EN'],
    ['it', 'IT'],
    ['es', 'ES'],
  ])('import file language of %s is %s', (locale, language) => expect(importFileLanguage(locale)).toBe(language));
});
