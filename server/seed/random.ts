import { Faker, base, en, fr } from '@faker-js/faker';
import { normalizeForSearch } from '../../src/domain/search.js';

/** The fixed seed of every generated dataset: same seed, same data. */
export const SEED = 2026;

/** The instant the demo world is "now": every date is an offset from it, never the clock. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1, 8, 0, 0);

const DAY_MS = 86_400_000;

/** A private faker with the locales of `fakerFR`, seeded; private so that callers never share its sequence. */
export function createSeedFaker(seed = SEED): Faker {
  const faker = new Faker({ locale: [fr, en, base] });
  faker.seed(seed);
  return faker;
}

/** ISO timestamp `days` (fractional allowed) before the reference date. */
export function daysAgo(days: number): string {
  return new Date(REFERENCE_DATE - Math.round(days * DAY_MS)).toISOString();
}

export function chance(faker: Faker, probability: number): boolean {
  return faker.number.float() < probability;
}

/** The digit that makes `digits` + digit pass the Luhn check (SIREN and SIRET use it). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** A Luhn-valid 9-digit SIREN. */
export function siren(faker: Faker): string {
  const body = `${faker.number.int({ min: 1, max: 9 })}${faker.string.numeric(7)}`;
  return body + luhnCheckDigit(body);
}

/** A Luhn-valid 14-digit SIRET: the SIREN, a 4-digit establishment number, a check digit. */
export function siret(sirenNumber: string, establishment: number): string {
  const body = sirenNumber + String(establishment).padStart(4, '0');
  return body + luhnCheckDigit(body);
}

/** A mobile number written the way its country writes it (French: "06 12 34 56 78"). */
export function mobilePhone(faker: Faker, country = 'FR'): string {
  const n = (length: number) => faker.string.numeric(length);
  switch (country) {
    case 'BE':
      return `+32 4${faker.helpers.arrayElement(['7', '8', '9'])}${n(1)} ${n(2)} ${n(2)} ${n(2)}`;
    case 'CH':
      return `+41 7${faker.helpers.arrayElement(['6', '7', '8', '9'])} ${n(3)} ${n(2)} ${n(2)}`;
    case 'ES':
      return `+34 6${n(2)} ${n(3)} ${n(3)}`;
    case 'DE':
      return `+49 1${faker.helpers.arrayElement(['51', '52', '60', '70', '76'])} ${n(7)}`;
    default:
      return `0${faker.helpers.arrayElement(['6', '7'])} ${n(2)} ${n(2)} ${n(2)} ${n(2)}`;
  }
}

const slugs = new Map<string, string>();

/** Lower-case ASCII words joined by `separator`: "Hélène d'Arc" -> "helene.d.arc" (memoised: names repeat a lot). */
export function slug(text: string, separator = '-'): string {
  const key = separator + text;
  let value = slugs.get(key);
  if (value === undefined) {
    value = normalizeForSearch(text)
      .replace(/[^a-z0-9]+/g, separator)
      .split(separator)
      .filter(Boolean)
      .join(separator);
    if (slugs.size > 100_000) slugs.clear();
    slugs.set(key, value);
  }
  return value;
}

/**
 * Splits `total` over the weights (largest remainder), each share at least `min`.
 * Deterministic and exact: the shares always add up to `total` (when total >= min x count).
 */
export function allocate(total: number, weights: readonly number[], min = 0): number[] {
  const n = weights.length;
  const free = Math.max(0, total - min * n);
  const sum = weights.reduce((a, w) => a + w, 0) || 1;
  const exact = weights.map((w) => (w / sum) * free);
  const shares = exact.map((x) => min + Math.floor(x));
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0 && n > 0; k = (k + 1) % n, left--) shares[order[k].i]++;
  return shares;
}
