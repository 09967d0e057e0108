import type { Faker } from '@faker-js/faker';
import type { ConventionCode } from '../../src/domain/conventions.js';
import type { ProductFlagSector } from '../../src/domain/featureFlagRules.js';
import { allocate, chance, daysAgo, siren } from './random.js';
import type { IdSequence, OrganisationStatus, SeedCounts } from './plan.js';
import { pickCity, type City, type SeedCountry } from './places.js';
import type { PinnedUser } from './staff.js';
import type { OrganisationRow } from './rows.js';
import { organisationSortKeys } from '../lists/sortKeys.js';
import { ownerCopies } from '../lists/displayCopies.js';
import { seededAnalyticsModule, seededHrisIntegration } from './moduleSeed.js';
import {
  largestOrganisationIndex,
  largestOrganisationShops,
  treeBenchShops,
  type LargestOrganisation,
  type ModuleBenchOrganisation,
  type TreeBenchOrganisation,
} from './largestOrganisation.js';

/** The sectors of spec 1 §3, shared with the product flags and the map filters. */
export type Sector = ProductFlagSector;

/** How common each agreement is among customers, its sector and the trade names it suggests. */
const TRADES: Readonly<Record<ConventionCode, { weight: number; sector: Sector; prefixes: readonly string[] }>> = {
  hcr: { weight: 30, sector: 'hospitality', prefixes: ['Brasserie', 'Hôtel', 'Le Bistrot', 'Café', 'Restaurant', 'Auberge'] },
  restauration_rapide: { weight: 14, sector: 'hospitality', prefixes: ['Burger', 'Pizza', 'Snack', 'Wok', 'Sandwicherie'] },
  commerce_alimentaire: { weight: 10, sector: 'retail', prefixes: ['Épicerie', 'Marché', 'Primeur', 'Supérette', 'Cave'] },
  commerce_non_alimentaire: { weight: 8, sector: 'retail', prefixes: ['Boutique', 'Maison', 'Librairie', 'Optique', 'Fleurs'] },
  boulangerie: { weight: 8, sector: 'retail', prefixes: ['Boulangerie', 'Pâtisserie', 'Le Fournil', 'Maison'] },
  coiffure: { weight: 6, sector: 'services', prefixes: ['Salon', 'Coiffure', 'Studio', 'Atelier'] },
  pharmacie: { weight: 5, sector: 'health', prefixes: ['Pharmacie', 'Grande Pharmacie'] },
  cliniques_privees: { weight: 3, sector: 'health', prefixes: ['Clinique', 'Centre médical', 'Polyclinique'] },
  animation: { weight: 3, sector: 'leisure', prefixes: ['Centre de loisirs', 'Association', 'Escape Game'] },
  sport: { weight: 4, sector: 'leisure', prefixes: ['Fitness', 'Club', 'Salle', 'Padel'] },
  prestataires_services: { weight: 3, sector: 'industry_and_services', prefixes: ['Groupe', 'Accueil', 'Centre d’appels'] },
  proprete: { weight: 3, sector: 'services', prefixes: ['Nettoyage', 'Propreté', 'Net Services'] },
  syntec: { weight: 3, sector: 'services', prefixes: ["Bureau d'études", 'Conseil', 'Ingénierie'] },
};

const FOREIGN_PREFIXES: Readonly<Record<Exclude<SeedCountry, 'FR'>, readonly string[]>> = {
  BE: ['Brasserie', 'Friterie', 'Boulangerie', 'Boutique'],
  CH: ['Café', 'Hôtel', 'Boulangerie', 'Confiserie'],
  ES: ['Restaurante', 'Cafetería', 'Panadería', 'Tienda'],
  DE: ['Gasthaus', 'Bäckerei', 'Café', 'Markt'],
};

const LEGAL_FORMS: Readonly<Record<SeedCountry, readonly string[]>> = {
  FR: ['SAS', 'SARL', 'SASU', 'EURL', 'SA'],
  BE: ['SRL', 'SA'],
  CH: ['Sàrl', 'SA'],
  ES: ['S.L.', 'S.A.'],
  DE: ['GmbH', 'GmbH & Co. KG'],
};

/** What is decided for an organisation before its rows are built. */
export interface OrganisationPlan {
  id: number;
  index: number;
  status: OrganisationStatus;
  country: SeedCountry;
  convention: ConventionCode | null;
  sector: Sector;
  name: string;
  corporateName: string;
  legalForm: string;
  homeCity: City;
  createdDaysAgo: number;
  /** generated users per shop (main membership), in shop order */
  employeesPerShop: number[];
  clusters: boolean;
  pinned: PinnedUser[];
  /** the module-toggle bench's organisation: never on the new offer */
  forceOldOffer?: boolean;
  /** the picker bench's organisation: its establishment tree has this fixed shape (clusters.ts) */
  benchTree?: TreeBenchOrganisation;
}

function pickCountry(faker: Faker, index: number): SeedCountry {
  if (index < 2) return 'FR';
  return faker.helpers.weightedArrayElement<SeedCountry>([
    { value: 'FR', weight: 88 },
    { value: 'BE', weight: 4 },
    { value: 'CH', weight: 3 },
    { value: 'ES', weight: 3 },
    { value: 'DE', weight: 2 },
  ]);
}

function pickTrade(faker: Faker, country: SeedCountry): { convention: ConventionCode | null; sector: Sector; prefix: string } {
  if (country !== 'FR') {
    const prefix = faker.helpers.arrayElement(FOREIGN_PREFIXES[country]);
    return { convention: null, sector: chance(faker, 0.6) ? 'hospitality' : 'retail', prefix };
  }
  const convention = faker.helpers.weightedArrayElement(
    (Object.keys(TRADES) as ConventionCode[]).map((value) => ({ value, weight: TRADES[value].weight })),
  );
  const trade = TRADES[convention];
  const sector = chance(faker, 0.08)
    ? faker.helpers.arrayElement<Sector>(['general', 'industry', 'construction', 'industry_and_services'])
    : trade.sector;
  return { convention, sector, prefix: faker.helpers.arrayElement(trade.prefixes) };
}

function statusAge(faker: Faker, status: OrganisationStatus): number {
  if (status === 'waiting' || status === 'trial') return faker.number.int({ min: 2, max: 40 });
  return faker.number.int({ min: 60, max: 2400 });
}

/**
 * Decides every organisation: identity, status, trade, and how many shops and generated users
 * it gets (exact totals by largest remainder). `generatedUsers` excludes staff and demo accounts.
 * `largest` (the large dataset only): one active organisation gets exactly these shops and users,
 * taken out of the totals before the others are allocated (see largestOrganisation.ts).
 */
export function planOrganisations(
  faker: Faker,
  ids: IdSequence,
  counts: SeedCounts,
  statuses: readonly OrganisationStatus[],
  pinned: ReadonlyMap<number, PinnedUser[]>,
  generatedUsers: number,
  largest?: LargestOrganisation,
  moduleBench?: ModuleBenchOrganisation,
  treeBench?: TreeBenchOrganisation,
): OrganisationPlan[] {
  const plans: OrganisationPlan[] = [];
  const shopWeights: number[] = [];
  const largestIndex = largest ? largestOrganisationIndex(statuses, new Set(pinned.keys())) : -1;
  const benchIndex = moduleBench ? largestOrganisationIndex(statuses, new Set([...pinned.keys(), largestIndex])) : -1;
  const treeIndex = treeBench ? largestOrganisationIndex(statuses, new Set([...pinned.keys(), largestIndex, benchIndex])) : -1;
  const fixedIndexes = new Set([largestIndex, benchIndex, treeIndex].filter((index) => index >= 0));
  for (let index = 0; index < counts.organisations; index++) {
    const status = statuses[index];
    const country = pickCountry(faker, index);
    const { convention, sector, prefix } = pickTrade(faker, country);
    const homeCity = pickCity(faker, country);
    const name = chance(faker, 0.3) ? `${prefix} ${homeCity.name}` : `${prefix} ${faker.person.lastName()}`;
    const legalForm = faker.helpers.arrayElement(LEGAL_FORMS[country]);
    plans.push({
      id: ids.next('organisations'),
      index,
      status,
      country,
      convention,
      sector,
      name,
      corporateName: `${name} ${legalForm}`,
      legalForm,
      homeCity,
      createdDaysAgo: statusAge(faker, status),
      employeesPerShop: [],
      clusters: false,
      pinned: pinned.get(index) ?? [],
    });
    // a few chains with many shops, most customers with one to three
    const weight = status === 'waiting' ? 0.2 : 1 + 80 * faker.number.float() ** 8;
    if (!fixedIndexes.has(index)) shopWeights.push(weight);
  }
  const largestShops = largest && largestIndex >= 0 ? largestOrganisationShops(largest) : [];
  const benchShops = moduleBench && benchIndex >= 0 ? Array.from({ length: moduleBench.shops }, () => moduleBench.employeesPerShop) : [];
  const treeShops = treeBench && treeIndex >= 0 ? Array.from({ length: treeBenchShops(treeBench) }, () => treeBench.employeesPerShop) : [];
  const shopsPerOrganisation = allocate(counts.shops - largestShops.length - benchShops.length - treeShops.length, shopWeights, 1);
  // the fixed organisations go back in at their places, the lowest index first
  const fixed = [
    { index: largestIndex, shops: largestShops },
    { index: benchIndex, shops: benchShops },
    { index: treeIndex, shops: treeShops },
  ].filter((f) => f.shops.length > 0);
  for (const f of fixed.sort((a, b) => a.index - b.index)) shopsPerOrganisation.splice(f.index, 0, f.shops.length);
  const employeeWeights = shopsPerOrganisation.flatMap((n, index) =>
    fixedIndexes.has(index) ? [] : Array.from({ length: n }, () => 2 + 30 * faker.number.float() ** 2),
  );
  const largestEmployees = [...largestShops, ...benchShops, ...treeShops].reduce((a, b) => a + b, 0);
  const employees = allocate(generatedUsers - largestEmployees, employeeWeights, 2);
  let cursor = 0;
  let bigOnes = 0;
  for (const plan of plans) {
    const n = shopsPerOrganisation[plan.index];
    if (plan.index === largestIndex) {
      plan.employeesPerShop = largestShops;
    } else if (plan.index === benchIndex) {
      plan.employeesPerShop = benchShops;
      plan.forceOldOffer = true;
    } else if (plan.index === treeIndex) {
      plan.employeesPerShop = treeShops;
      plan.benchTree = treeBench;
    } else {
      plan.employeesPerShop = employees.slice(cursor, cursor + n);
      cursor += n;
    }
    if (n >= 4 && plan.status !== 'waiting') plan.clusters = bigOnes++ % 3 === 0;
    if (plan.benchTree) plan.clusters = true;
  }
  return plans;
}

const PLANS = ['basic', 'success', 'premium', 'enterprise'] as const;

/** The organisation row; counts and owner are filled in once its people exist. */
export function organisationRow(faker: Faker, plan: OrganisationPlan): OrganisationRow {
  const shops = plan.employeesPerShop.length;
  const offer = shops >= 5 && chance(faker, 0.5) ? 'enterprise' : faker.helpers.weightedArrayElement(
    PLANS.slice(0, 3).map((value, i) => ({ value, weight: [3, 4, 2][i] })),
  );
  // drawn even for the module bench's organisation, so that the rest of the stream stays the same
  const drawnNewOffer = chance(faker, 0.55) ? 1 : 0;
  const isNewOffer = plan.forceOldOffer ? 0 : drawnNewOffer;
  const createdAt = daysAgo(plan.createdDaysAgo);
  return {
    id: plan.id,
    name: plan.name,
    corporate_name: plan.corporateName,
    status: plan.status,
    owner_id: null,
    siren: plan.country === 'FR' ? siren(faker) : null,
    plan: offer,
    sms_limit: faker.helpers.arrayElement([0, 100, 250, 500, 1000]),
    clusters: plan.clusters ? 1 : 0,
    is_new_offer: isNewOffer,
    is_enterprise: offer === 'enterprise' ? 1 : 0,
    // enterprise new-offer organisations show "active / max users" (spec 2 §2.1); no draw, so the rest of the seed is unchanged
    max_users: offer === 'enterprise' ? shops * 40 : null,
    created_from_svc_billing_automation: isNewOffer && chance(faker, 0.3) ? 1 : 0,
    shops_count: 0,
    users_count: 0,
    ...organisationSortKeys({ name: plan.name }),
    // set with the owner (bundle.ts)
    ...ownerCopies(null),
    // migration 0015: none deleted, migrated or excluded; issue 17: modules derived from ids (moduleSeed.ts), no draw
    deleted_at: null,
    analytics_module: seededAnalyticsModule({ id: plan.id, is_new_offer: isNewOffer, status: plan.status }),
    hris_integration: seededHrisIntegration(offer),
    exporters: '[]',
    global_integrations: '[]',
    billing_new_process_at: null,
    excluded_from_cash_recovery_at: null,
    created_at: createdAt,
    updated_at: daysAgo(Math.min(plan.createdDaysAgo, faker.number.int({ min: 0, max: 90 }))),
  };
}
