import { DEFAULT_PACK_OFFER, FEATURE_PACKS_FOR_PROSPECTS, PAYMENT_TYPES, PROSPECT_STEPS } from '../../../src/domain/prospects/prospects.js';
import type { TableSeeder } from './index.js';
import { FastRandom } from '../pools.js';
import { REFERENCE_DATE } from '../random.js';

/**
 * Account-creation prospects (issue 18, migration 0025): their own generator (never the shared faker stream), so the
 * other tables are unchanged. The demo dataset gets DEMO_PROSPECTS; the scaled one a prospect for every other organisation
 * (50,000 for the large dataset's 100,000). Ids are left to the database.
 */
export const DEMO_PROSPECTS = 60;

const FIRST = ['Camille', 'Lucas', 'Léa', 'Hugo', 'Chloé', 'Nathan', 'Manon', 'Louis', 'Inès', 'Jules', 'Sarah', 'Tom', 'Emma', 'Paul', 'Julie', 'Marc'];
const LAST = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel'];
const TRADES = ['Boulangerie', 'Brasserie', 'Pharmacie', 'Boutique', 'Restaurant', 'Salon', 'Garage', 'Fromagerie', 'Hôtel', 'Crèche', 'Librairie', 'Café'];
const PLACES = ['du Port', 'des Halles', 'Saint-Michel', 'de la Gare', 'du Centre', 'Bellevue', 'des Lilas', 'du Marché', 'Victor Hugo', 'Les Tilleuls'];
const BIZDEVS = ['Amandine Girard', 'Julien Roux', 'Sophie Blanc', null] as const;
const COUNTRIES: readonly [string, string][] = [['fr', 'FR'], ['fr', 'FR'], ['fr', 'FR'], ['fr-BE', 'BE'], ['fr-CH', 'CH'], ['es', 'ES'], ['de', 'DE'], ['it', 'IT']];
const DAY_MS = 86_400_000;

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '');

/** One prospect drawn from `rng`; `n` makes its e-mail unique. */
export function prospectRow(n: number, rng: FastRandom): Record<string, unknown> {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  const [language, country] = rng.pick(COUNTRIES);
  const step = rng.pick(PROSPECT_STEPS);
  const invited = REFERENCE_DATE - rng.int(1, 300) * DAY_MS - rng.int(0, DAY_MS);
  const updated = step === 'invited' ? invited : invited + rng.int(1, 20) * DAY_MS;
  const paymentType = rng.chance(0.1) ? 'no_type' : rng.pick(PAYMENT_TYPES.filter((t) => t !== 'no_type'));
  return {
    organisation_name: `${rng.pick(TRADES)} ${rng.pick(PLACES)}`,
    step,
    name: step === 'invited' && rng.chance(0.5) ? null : `${first} ${last}`,
    email: `${ascii(first)}.${ascii(last)}.${n}@prospect.example`,
    phone: rng.chance(0.8) ? `0${rng.pick(['6', '7'])} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}` : null,
    bizdev: rng.pick(BIZDEVS),
    language,
    country,
    pack_offer_name: rng.chance(0.6) ? DEFAULT_PACK_OFFER : rng.pick(FEATURE_PACKS_FOR_PROSPECTS),
    payment_type: paymentType,
    payment_token: paymentType === 'no_type' ? null : `seed${n.toString(36).padStart(8, '0')}${rng.digits(12)}`,
    include_employees_import_file: rng.chance(0.3) ? 1 : 0,
    invited_at: new Date(invited).toISOString(),
    created_at: new Date(invited).toISOString(),
    updated_at: new Date(updated).toISOString(),
  };
}

/** The demo dataset's prospects, deterministic from the seed. */
export function demoProspects(seed: number, count = DEMO_PROSPECTS): Record<string, unknown>[] {
  const rng = new FastRandom(seed ^ 0x5a17);
  return Array.from({ length: count }, (_, i) => prospectRow(i + 1, rng));
}

export const prospects: TableSeeder = {
  name: 'prospects',
  tables: ['account_creations'],
  largeRows: { account_creations: 50_000 },
  organisation({ organisation }, rng, write) {
    if (organisation.id % 2 === 0) write('account_creations', prospectRow(organisation.id, rng));
  },
};
