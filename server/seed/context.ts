import type { Faker } from '@faker-js/faker';
import type { IdSequence } from './plan.js';
import type { PasswordOf } from './staff.js';
import type { CustomerFactory } from './users.js';

/** What every generation step shares: the seeded faker, the id sequences and lookups. */
export interface SeedContext {
  faker: Faker;
  ids: IdSequence;
  /** the labour law a shop follows (agreement, region or country law), or null */
  labourLawFor: (shop: { country?: string; convention?: string | null; postal_code?: string | null }) => number | null;
  /** the password hash of a demo account (null in production) */
  passwordOf: PasswordOf;
  /** how generated customer users are built (default: the faker one of the demo seed; the scaled seed uses pools) */
  customerUser?: CustomerFactory;
}
