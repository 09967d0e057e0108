import { ADD_ONS, isAddOnAvailable, type AddOn, type SimulatorInput } from './pricing';

/** What is wrong with one simulator input: spaces need a whole number >= 1, add-on counts a whole number >= 0 (or nothing). */
export type SimulatorFieldError = 'spaces' | 'count';

export type SimulatorErrors = Partial<Record<'spaces' | AddOn, SimulatorFieldError>>;

const isWholeNumber = (value: number) => Number.isInteger(value);

/**
 * The inputs the simulator can price (issue 15: a negative or empty number of planning spaces was
 * priced silently). Counts are integers >= 0 (empty means none), planning spaces an integer >= 1.
 * A disabled add-on (integrations under the monthly commitment) is not checked.
 */
export function simulatorErrors(input: SimulatorInput): SimulatorErrors {
  const errors: SimulatorErrors = {};
  if (input.spaces === null || !isWholeNumber(input.spaces) || input.spaces < 1) errors.spaces = 'spaces';
  for (const addOn of ADD_ONS) {
    const count = input.addOns[addOn];
    if (!isAddOnAvailable(addOn, input.commitment) || count === null) continue;
    if (!isWholeNumber(count) || count < 0) errors[addOn] = 'count';
  }
  return errors;
}
