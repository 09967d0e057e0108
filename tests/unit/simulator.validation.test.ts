import { describe, expect, it } from 'vitest';
import { DEFAULT_SIMULATOR_INPUT, type AddOnCounts, type Commitment, type SimulatorInput } from '../../src/domain/pricing';
import { simulatorErrors } from '../../src/domain/simulatorValidation';

const input = (spaces: number | null, addOns: Partial<AddOnCounts> = {}, commitment: Commitment = 'annual'): SimulatorInput => ({
  ...DEFAULT_SIMULATOR_INPUT,
  commitment,
  spaces,
  addOns: { ...DEFAULT_SIMULATOR_INPUT.addOns, ...addOns },
});

describe('simulator inputs (issue 15: counts are integers >= 0, planning spaces >= 1)', () => {
  it.each([
    [1, {}],
    [20, { clocks: 0, analytics: 3 }],
    [1, { clocks: null }],
  ])('accepts %s spaces with %o', (spaces, addOns) => {
    expect(simulatorErrors(input(spaces, addOns))).toEqual({});
  });

  it.each([null, 0, -1, 1.5, Number.NaN])('refuses %s planning spaces', (spaces) => {
    expect(simulatorErrors(input(spaces))).toEqual({ spaces: 'spaces' });
  });

  it.each([-1, 0.5, Number.NaN])('refuses an add-on count of %s', (count) => {
    expect(simulatorErrors(input(1, { esignature: count }))).toEqual({ esignature: 'count' });
  });

  it('does not check integrations under the monthly commitment, where the input is disabled', () => {
    expect(simulatorErrors(input(1, { integrations: -3 }, 'monthly'))).toEqual({});
    expect(simulatorErrors(input(1, { integrations: -3 }, 'annual'))).toEqual({ integrations: 'count' });
  });
});
