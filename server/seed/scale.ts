import { SEED_SIZES, type SeedCounts } from './plan.js';

/** The large dataset of the benchmarks (issue 7). */
export const LARGE_COUNTS: Readonly<SeedCounts> = { organisations: 100_000, shops: 200_000, users: 2_000_000 };

/** Room for the staff and demo accounts on top of two generated users per shop. */
const FIXED_USERS = 20;

/**
 * `--scale large` -> LARGE_COUNTS; `--scale <N>` (a positive number) -> the demo counts x N,
 * rounded, with the minimums the generator needs (one organisation, a shop per organisation,
 * two users per shop); null for anything else.
 */
export function countsForScale(scale: string): SeedCounts | null {
  if (scale === 'large') return { ...LARGE_COUNTS };
  if (!/^\d+(\.\d+)?$/.test(scale.trim())) return null;
  const factor = Number(scale);
  if (!(factor > 0) || factor > 10_000) return null;
  const demo = SEED_SIZES.demo;
  const organisations = Math.max(1, Math.round(demo.organisations * factor));
  const shops = Math.max(organisations, Math.round(demo.shops * factor));
  const users = Math.max(Math.round(demo.users * factor), 2 * shops + FIXED_USERS);
  return { organisations, shops, users };
}
