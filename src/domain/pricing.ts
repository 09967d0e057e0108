/**
 * The pricing simulator's formulas (spec 1 §2.6 inputs and defaults, §9 prices and formulas).
 * Amounts are euros excluding tax, per month. Every amount is rounded to the cent, half away from
 * zero, on its decimal value (1.005 -> 1.01 although 1.005 is stored as 1.00499999...).
 */

export const PACKS = ['basic', 'success', 'premium'] as const;
export type Pack = (typeof PACKS)[number];

export const COMMITMENTS = ['monthly', 'annual', 'seasonal'] as const;
export type Commitment = (typeof COMMITMENTS)[number];

export const ADD_ONS = ['clocks', 'automaticPlanning', 'esignature', 'analytics', 'integrations'] as const;
export type AddOn = (typeof ADD_ONS)[number];

/** spec 1 §9: pack price per planning space, per month. */
export const PACK_PRICES: Readonly<Record<Pack, number>> = { basic: 89, success: 109, premium: 162 };

/** spec 1 §9: discount on the pack part by commitment. */
export const COMMITMENT_DISCOUNTS: Readonly<Record<Commitment, number>> = { monthly: 0, annual: 0.1, seasonal: 0.2 };

/** spec 1 §9: add-on unit prices per month, by commitment. Integrations are not sold monthly. */
export const ADD_ON_PRICES: Readonly<Record<AddOn, Readonly<Record<Commitment, number>>>> = {
  clocks: { monthly: 40, annual: 36, seasonal: 32 },
  automaticPlanning: { monthly: 30, annual: 27, seasonal: 24 },
  esignature: { monthly: 40, annual: 36, seasonal: 32 },
  analytics: { monthly: 30, annual: 27, seasonal: 24 },
  integrations: { monthly: 0, annual: 20, seasonal: 18 },
};

/**
 * spec 1 §9: allowed discount on the theoretical MRR. The first bracket whose `below` exceeds the
 * MRR applies: under 1000 -> 0%, under 1750 -> 10%, under 2500 -> 15%, under 4000 -> 20%, else 25%.
 */
export const DISCOUNT_BRACKETS: readonly { readonly below: number; readonly discount: number }[] = [
  { below: 1000, discount: 0 },
  { below: 1750, discount: 0.1 },
  { below: 2500, discount: 0.15 },
  { below: 4000, discount: 0.2 },
  { below: Infinity, discount: 0.25 },
];

export type AddOnCounts = Record<AddOn, number | null>;

export interface SimulatorInput {
  pack: Pack;
  commitment: Commitment;
  /** Number of planning spaces; null when the input is empty. */
  spaces: number | null;
  /** Add-on counts; null when the input is empty. */
  addOns: AddOnCounts;
}

/** spec 1 §2.6: success pack, monthly, 1 space, add-on counts empty. */
export const DEFAULT_SIMULATOR_INPUT: Readonly<SimulatorInput> = Object.freeze({
  pack: 'success',
  commitment: 'monthly',
  spaces: 1,
  addOns: Object.freeze({ clocks: null, automaticPlanning: null, esignature: null, analytics: null, integrations: null }),
});

export interface PricingResult {
  theoreticalMrr: number;
  /** The allowed discount as a rate: 0, 0.1, 0.15, 0.2 or 0.25. */
  discount: number;
  finalMrr: number;
  /** Final MRR when monthly, otherwise the yearly price (12 x final MRR). */
  finalPrice: number;
  monthlyArpu: number;
}

/** Round to the cent, half away from zero, ignoring binary noise below 15 significant digits. */
export function roundToCents(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toPrecision(15));
  const rounded = Math.round(cents) / 100;
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

/** spec 1 §2.6: integrations cannot be taken with the monthly commitment (the input is disabled). */
export function isAddOnAvailable(addOn: AddOn, commitment: Commitment): boolean {
  return !(addOn === 'integrations' && commitment === 'monthly');
}

/** An input's value as a count: empty, not a number or negative counts as 0. */
function quantity(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** spec 1 §9: pack price x spaces x (1 - commitment discount) + sum of add-on counts x unit price, to the cent. */
export function theoreticalMrr(input: SimulatorInput): number {
  const pack = PACK_PRICES[input.pack] * quantity(input.spaces) * (1 - COMMITMENT_DISCOUNTS[input.commitment]);
  const addOns = ADD_ONS.reduce(
    (sum, addOn) =>
      isAddOnAvailable(addOn, input.commitment)
        ? sum + quantity(input.addOns[addOn]) * ADD_ON_PRICES[addOn][input.commitment]
        : sum,
    0,
  );
  return roundToCents(pack + addOns);
}

/** spec 1 §9: the discount rate the theoretical MRR allows (DISCOUNT_BRACKETS). */
export function allowedDiscount(mrr: number): number {
  return DISCOUNT_BRACKETS.find((bracket) => mrr < bracket.below)?.discount ?? 0;
}

/** spec 1 §9: every output of the simulator. */
export function computePricing(input: SimulatorInput): PricingResult {
  const theoretical = theoreticalMrr(input);
  const discount = allowedDiscount(theoretical);
  const finalMrr = roundToCents(theoretical * (1 - discount));
  const finalPrice = input.commitment === 'monthly' ? finalMrr : roundToCents(12 * finalMrr);
  const spaces = quantity(input.spaces);
  const monthlyArpu = spaces === 0 ? finalMrr : roundToCents(finalMrr / spaces);
  return { theoreticalMrr: theoretical, discount, finalMrr, finalPrice, monthlyArpu };
}
