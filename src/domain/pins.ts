/**
 * Punch-clock PINs (spec 2 §2.3 and §7 "Users and PINs"): a PIN identifies a user at the shop's time
 * clock, so it must be unique among the active users of each shop the user works in. A PIN has 4 digits
 * (leading zeros allowed); when every 4-digit PIN is taken among the people sharing a shop with the user
 * (10,000 of them: a saturated shop), it grows to 6 digits.
 */
export const PIN_LENGTH = 4;
export const LONG_PIN_LENGTH = 6;
/** random draws before walking the space from a random start (a nearly full space still ends quickly) */
const RANDOM_TRIES = 32;

/** A uniform number in [0, 1), e.g. Math.random or a seeded generator in tests. */
export type RandomSource = () => number;

/** What pickFreePin asks of the taken PINs: a Set, or any lookup. */
export type TakenPins = Pick<ReadonlySet<string>, 'has'>;

function pinOfLength(taken: TakenPins, length: number, random: RandomSource): string | null {
  const size = 10 ** length;
  const format = (n: number) => String(n).padStart(length, '0');
  for (let i = 0; i < RANDOM_TRIES; i++) {
    const candidate = format(Math.floor(random() * size) % size);
    if (!taken.has(candidate)) return candidate;
  }
  const start = Math.floor(random() * size) % size;
  for (let step = 0; step < size; step++) {
    const candidate = format((start + step) % size);
    if (!taken.has(candidate)) return candidate;
  }
  return null;
}

/**
 * A PIN not in `taken` (the PINs of the other active users sharing a shop with the user): 4 digits,
 * or 6 when all 4-digit PINs are taken. Throws only when every 6-digit PIN is taken too.
 */
export function pickFreePin(taken: TakenPins, random: RandomSource = Math.random): string {
  const pin = pinOfLength(taken, PIN_LENGTH, random) ?? pinOfLength(taken, LONG_PIN_LENGTH, random);
  if (pin === null) throw new Error('no free PIN left');
  return pin;
}

/** A stored PIN's shape: 4 or 6 digits. */
export function isPin(value: string): boolean {
  return /^(\d{4}|\d{6})$/.test(value);
}
