import { describe, expect, it } from 'vitest';
import {
  ADD_ONS,
  ADD_ON_PRICES,
  COMMITMENT_DISCOUNTS,
  DEFAULT_SIMULATOR_INPUT,
  DISCOUNT_BRACKETS,
  PACK_PRICES,
  allowedDiscount,
  computePricing,
  isAddOnAvailable,
  roundToCents,
  theoreticalMrr,
  type AddOn,
  type AddOnCounts,
  type Commitment,
  type Pack,
  type PricingResult,
  type SimulatorInput,
} from '../../src/domain/pricing';

function input(pack: Pack, commitment: Commitment, spaces: number | null, addOns: Partial<AddOnCounts> = {}): SimulatorInput {
  return {
    pack,
    commitment,
    spaces,
    addOns: { clocks: null, automaticPlanning: null, esignature: null, analytics: null, integrations: null, ...addOns },
  };
}

describe('constants (spec 1 §9)', () => {
  it('holds the pack prices, commitment discounts and add-on unit prices of the spec', () => {
    expect(PACK_PRICES).toEqual({ basic: 89, success: 109, premium: 162 });
    expect(COMMITMENT_DISCOUNTS).toEqual({ monthly: 0, annual: 0.1, seasonal: 0.2 });
    expect(ADD_ON_PRICES).toEqual({
      clocks: { monthly: 40, annual: 36, seasonal: 32 },
      automaticPlanning: { monthly: 30, annual: 27, seasonal: 24 },
      esignature: { monthly: 40, annual: 36, seasonal: 32 },
      analytics: { monthly: 30, annual: 27, seasonal: 24 },
      integrations: { monthly: 0, annual: 20, seasonal: 18 },
    });
    expect(DISCOUNT_BRACKETS.map((b) => [b.below, b.discount])).toEqual([
      [1000, 0],
      [1750, 0.1],
      [2500, 0.15],
      [4000, 0.2],
      [Infinity, 0.25],
    ]);
  });

  it('defaults to success, monthly, one space and empty add-ons (spec 1 §2.6)', () => {
    expect(DEFAULT_SIMULATOR_INPUT).toEqual(input('success', 'monthly', 1));
    expect(computePricing(DEFAULT_SIMULATOR_INPUT)).toEqual({
      theoreticalMrr: 109,
      discount: 0,
      finalMrr: 109,
      finalPrice: 109,
      monthlyArpu: 109,
    });
  });
});

describe('roundToCents', () => {
  it.each([
    [0, 0],
    [0.004, 0],
    [0.005, 0.01],
    [0.015, 0.02],
    [1.005, 1.01],
    [2.675, 2.68],
    [1.255, 1.26],
    [1487.585, 1487.59],
    [2124.915, 2124.92],
    [1750.1 * 0.85, 1487.59],
    [0.1 + 0.2, 0.3],
    [294.29999999999995, 294.3],
    [1234.5649, 1234.56],
    [-1.005, -1.01],
    [-0.004, 0],
    [1e-7, 0],
  ])('%s -> %s', (amount, expected) => {
    expect(roundToCents(amount)).toBe(expected);
  });
});

describe('allowedDiscount at every bracket boundary (spec 1 §9)', () => {
  it.each([
    [0, 0],
    [999.99, 0],
    [1000, 0.1],
    [1749.99, 0.1],
    [1750, 0.15],
    [2499.99, 0.15],
    [2500, 0.2],
    [3999.99, 0.2],
    [4000, 0.25],
    [1_000_000, 0.25],
  ])('theoretical MRR %s allows %s', (mrr, discount) => {
    expect(allowedDiscount(mrr)).toBe(discount);
  });
});

describe('add-ons', () => {
  const cases = ADD_ONS.flatMap((addOn) =>
    (['monthly', 'annual', 'seasonal'] as const).map((commitment) => [addOn, commitment] as [AddOn, Commitment]),
  );

  it.each(cases)('%s under %s costs its unit price per unit', (addOn, commitment) => {
    const expected = addOn === 'integrations' && commitment === 'monthly' ? 0 : 3 * ADD_ON_PRICES[addOn][commitment];
    expect(theoreticalMrr(input('basic', commitment, 0, { [addOn]: 3 }))).toBe(expected);
  });

  it('ignores the integrations count when monthly, whose input is disabled (spec 1 §2.6)', () => {
    expect(isAddOnAvailable('integrations', 'monthly')).toBe(false);
    expect(isAddOnAvailable('integrations', 'annual')).toBe(true);
    expect(isAddOnAvailable('integrations', 'seasonal')).toBe(true);
    expect(ADD_ONS.filter((a) => a !== 'integrations').every((a) => isAddOnAvailable(a, 'monthly'))).toBe(true);
    expect(theoreticalMrr(input('success', 'monthly', 1, { integrations: 50 }))).toBe(109);
  });

  it('adds every add-on together', () => {
    const all = { clocks: 1, automaticPlanning: 1, esignature: 1, analytics: 1, integrations: 1 };
    expect(theoreticalMrr(input('basic', 'monthly', 0, all))).toBe(140);
    expect(theoreticalMrr(input('basic', 'annual', 0, all))).toBe(146);
    expect(theoreticalMrr(input('basic', 'seasonal', 0, all))).toBe(130);
  });
});

describe('pack part', () => {
  it.each([
    ['basic', 'monthly', 89],
    ['basic', 'annual', 80.1],
    ['basic', 'seasonal', 71.2],
    ['success', 'monthly', 109],
    ['success', 'annual', 98.1],
    ['success', 'seasonal', 87.2],
    ['premium', 'monthly', 162],
    ['premium', 'annual', 145.8],
    ['premium', 'seasonal', 129.6],
  ] as [Pack, Commitment, number][])('%s %s costs %s per space', (pack, commitment, perSpace) => {
    expect(theoreticalMrr(input(pack, commitment, 1))).toBe(perSpace);
    expect(theoreticalMrr(input(pack, commitment, 3))).toBe(roundToCents(perSpace * 3));
  });

  it('rounds the binary noise of the commitment discount away (109 x 3 x 0.9 = 294.3)', () => {
    expect(theoreticalMrr(input('success', 'annual', 3))).toBe(294.3);
  });

  it('treats empty, negative or non-numeric counts as 0', () => {
    expect(theoreticalMrr(input('premium', 'monthly', null))).toBe(0);
    expect(theoreticalMrr(input('premium', 'monthly', -2, { clocks: -1 }))).toBe(0);
    expect(theoreticalMrr(input('premium', 'monthly', Number.NaN, { clocks: Number.NaN }))).toBe(0);
  });
});

/**
 * End-to-end cases computed by hand. Theoretical MRRs only have one decimal (integer prices x 0.9 or
 * 0.8), so 999.99 and the like are covered by the allowedDiscount table above; here each boundary is
 * reached exactly (1000, 1750, 2500, 4000) and from just below (x.9).
 */
describe('computePricing, cases computed by hand', () => {
  it.each<[string, SimulatorInput, PricingResult]>([
    [
      '999.9: success annual x9 (882.9) + 1 clock (36) + 3 automatic planning (81); no discount',
      input('success', 'annual', 9, { clocks: 1, automaticPlanning: 3 }),
      { theoreticalMrr: 999.9, discount: 0, finalMrr: 999.9, finalPrice: 11998.8, monthlyArpu: 111.1 },
    ],
    [
      '1000: basic monthly x10 (890) + 2 clocks (80) + 1 analytics (30); 10%',
      input('basic', 'monthly', 10, { clocks: 2, analytics: 1 }),
      { theoreticalMrr: 1000, discount: 0.1, finalMrr: 900, finalPrice: 900, monthlyArpu: 90 },
    ],
    [
      '1749.9: basic annual x9 (720.9) + 23 clocks (828) + 3 automatic planning (81) + 6 integrations (120); 10%',
      input('basic', 'annual', 9, { clocks: 23, automaticPlanning: 3, integrations: 6 }),
      { theoreticalMrr: 1749.9, discount: 0.1, finalMrr: 1574.91, finalPrice: 18898.92, monthlyArpu: 174.99 },
    ],
    [
      '1750: premium monthly x10 (1620) + 1 e-signature (40) + 3 analytics (90); 15%',
      input('premium', 'monthly', 10, { esignature: 1, analytics: 3 }),
      { theoreticalMrr: 1750, discount: 0.15, finalMrr: 1487.5, finalPrice: 1487.5, monthlyArpu: 148.75 },
    ],
    [
      '2499.9: success annual x9 (882.9) + 41 clocks (1476) + 3 automatic planning (81) + 3 integrations (60); 15%, 2124.915 rounds up',
      input('success', 'annual', 9, { clocks: 41, automaticPlanning: 3, integrations: 3 }),
      { theoreticalMrr: 2499.9, discount: 0.15, finalMrr: 2124.92, finalPrice: 25499.04, monthlyArpu: 236.1 },
    ],
    [
      '2500: premium monthly x15 (2430) + 1 clock (40) + 1 analytics (30); 20%',
      input('premium', 'monthly', 15, { clocks: 1, analytics: 1 }),
      { theoreticalMrr: 2500, discount: 0.2, finalMrr: 2000, finalPrice: 2000, monthlyArpu: 133.33 },
    ],
    [
      '3999.9: success annual x9 (882.9) + 81 clocks (2916) + 3 automatic planning (81) + 6 integrations (120); 20%',
      input('success', 'annual', 9, { clocks: 81, automaticPlanning: 3, integrations: 6 }),
      { theoreticalMrr: 3999.9, discount: 0.2, finalMrr: 3199.92, finalPrice: 38399.04, monthlyArpu: 355.55 },
    ],
    [
      '4000: premium seasonal x25 (3240) + 20 clocks (640) + 5 automatic planning (120); 25%',
      input('premium', 'seasonal', 25, { clocks: 20, automaticPlanning: 5 }),
      { theoreticalMrr: 4000, discount: 0.25, finalMrr: 3000, finalPrice: 36000, monthlyArpu: 120 },
    ],
    [
      'rounding 0.005 up at 15%: 1962.9 x 0.85 = 1668.465',
      input('success', 'annual', 9, { clocks: 30 }),
      { theoreticalMrr: 1962.9, discount: 0.15, finalMrr: 1668.47, finalPrice: 20021.64, monthlyArpu: 185.39 },
    ],
    [
      'rounding 0.005 up where float arithmetic rounds down: 1750.1 x 0.85 = 1487.585 (1487.5849999... in binary)',
      input('basic', 'annual', 1, { clocks: 41, automaticPlanning: 2, integrations: 7 }),
      { theoreticalMrr: 1750.1, discount: 0.15, finalMrr: 1487.59, finalPrice: 17851.08, monthlyArpu: 1487.59 },
    ],
    [
      'rounding 0.005 up at 25%: 4482.9 x 0.75 = 3362.175',
      input('success', 'annual', 9, { clocks: 100 }),
      { theoreticalMrr: 4482.9, discount: 0.25, finalMrr: 3362.18, finalPrice: 40346.16, monthlyArpu: 373.58 },
    ],
    [
      'ARPU rounding 0.005 up: 1756.2 x 0.85 = 1492.77, / 2 = 746.385',
      input('success', 'annual', 2, { clocks: 40, integrations: 6 }),
      { theoreticalMrr: 1756.2, discount: 0.15, finalMrr: 1492.77, finalPrice: 17913.24, monthlyArpu: 746.39 },
    ],
    [
      'seasonal, every add-on: premium x3 (388.8) + 1 of each (130)',
      input('premium', 'seasonal', 3, { clocks: 1, automaticPlanning: 1, esignature: 1, analytics: 1, integrations: 1 }),
      { theoreticalMrr: 518.8, discount: 0, finalMrr: 518.8, finalPrice: 6225.6, monthlyArpu: 172.93 },
    ],
    [
      'no space: ARPU equals the final MRR',
      input('basic', 'annual', 0, { clocks: 2 }),
      { theoreticalMrr: 72, discount: 0, finalMrr: 72, finalPrice: 864, monthlyArpu: 72 },
    ],
    [
      'empty spaces: ARPU equals the final MRR',
      input('basic', 'seasonal', null, { analytics: 50 }),
      { theoreticalMrr: 1200, discount: 0.1, finalMrr: 1080, finalPrice: 12960, monthlyArpu: 1080 },
    ],
    [
      'nothing at all',
      input('basic', 'monthly', 0),
      { theoreticalMrr: 0, discount: 0, finalMrr: 0, finalPrice: 0, monthlyArpu: 0 },
    ],
  ])('%s', (_label, simulatorInput, expected) => {
    expect(computePricing(simulatorInput)).toEqual(expected);
  });
});
