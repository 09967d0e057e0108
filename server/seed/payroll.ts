import { CONTRACT_COUNTRIES, DEFAULT_CONTRACT_COUNTRY, type ContractCountry } from '../../src/domain/payConfigs/constants.js';
import { CONTRACT_TYPE_SEED } from '../../src/domain/payConfigs/contractTypes.js';
import { REFERENCE_DATE } from './random.js';
import type { LicenceType, SeedDataset, UserRow } from './rows.js';

/**
 * Issue 29: what the payroll file reads about the demo's people (migration 0033): a pay identification number for
 * most, a team, one employment contract each (two for some: a fixed-term one followed by a permanent one), and
 * unpaid breaks in long shifts. Derived from ids only, never drawn: the faker streams of the rest of the seed stay
 * as they were.
 */

export const SEED_TEAMS = ['Cuisine', 'Salle', 'Caisse', 'Réserve', 'Livraison', 'Accueil'] as const;

/** One user in twelve has no pay identification number (the exclusion switch has someone to leave out). */
export function payrollIdentity(id: number, role: LicenceType | 'staff'): Pick<UserRow, 'pay_identification_number' | 'team'> {
  if (role === 'staff') return { pay_identification_number: null, team: null };
  return {
    pay_identification_number: id % 12 === 5 ? null : `M${String(id).padStart(6, '0')}`,
    team: role === 'system_admin' ? 'Direction' : SEED_TEAMS[(id * 7) % SEED_TEAMS.length],
  };
}

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const typeIdOf = new Map(CONTRACT_TYPE_SEED.map((type) => [`${type.country}:${type.key}`, type.id]));
function contractTypeId(country: string, key: string): number {
  const lower = country.toLowerCase() as ContractCountry;
  const code = CONTRACT_COUNTRIES.includes(lower) ? lower : DEFAULT_CONTRACT_COUNTRY;
  return typeIdOf.get(`${code}:${key}`) ?? (typeIdOf.get(`${DEFAULT_CONTRACT_COUNTRY}:${key}`) as number);
}

/** The contract key of a user: mostly permanent, some fixed-term, a few interim and apprentices. */
function contractKey(id: number): string {
  const slot = id % 20;
  if (slot >= 14 && slot <= 16) return 'cdd';
  if (slot === 17) return 'interim';
  if (slot === 18) return 'apprenticeship';
  return 'cdi';
}

export interface UserContractSeedRow {
  user_id: number;
  shop_id: number | null;
  contract_type_id: number;
  counter_type: 'hourly_rate' | 'daily_rate';
  weekly_hours: number;
  starts_on: string;
  ends_on: string | null;
  created_at: string;
}

/** Every customer user with a main shop gets a contract from the day they were created; one in 25 had a CDD first. */
export function demoUserContracts(data: Pick<SeedDataset, 'users' | 'memberships' | 'shops'>): UserContractSeedRow[] {
  const shops = new Map(data.shops.map((shop) => [shop.id, shop]));
  const mainShop = new Map<number, number>();
  for (const membership of data.memberships) if (membership.main && membership.shop_id !== null) mainShop.set(membership.user_id, membership.shop_id);
  const rows: UserContractSeedRow[] = [];
  for (const user of data.users) {
    const shop = shops.get(mainShop.get(user.id) ?? -1);
    if (!shop || user.super_admin) continue;
    const base = {
      user_id: user.id,
      shop_id: shop.id,
      counter_type: user.id % 15 === 0 || user.pay_identification_number === null ? ('daily_rate' as const) : ('hourly_rate' as const),
      weekly_hours: user.contract_hours ?? 35,
      created_at: user.created_at,
    };
    const startsOn = user.created_at.slice(0, 10);
    const switchDay = isoDay(REFERENCE_DATE - 44 * DAY_MS);
    if (user.id % 25 === 0 && startsOn < switchDay) {
      rows.push({ ...base, contract_type_id: contractTypeId(shop.country, 'cdd'), starts_on: startsOn, ends_on: isoDay(REFERENCE_DATE - 45 * DAY_MS) });
      rows.push({ ...base, contract_type_id: contractTypeId(shop.country, 'cdi'), starts_on: switchDay, ends_on: null });
      continue;
    }
    const key = contractKey(user.id);
    rows.push({ ...base, contract_type_id: contractTypeId(shop.country, key), starts_on: startsOn, ends_on: key === 'cdd' ? isoDay(REFERENCE_DATE + 60 * DAY_MS) : null });
  }
  return rows;
}

/** A worked shift of 6 hours or more has a 30-minute unpaid break; an absence none. */
export function withBreak<T extends { starts_at: string; ends_at: string; absence_type: string | null }>(shift: T): T & { break_minutes: number } {
  const minutes = (Date.parse(shift.ends_at) - Date.parse(shift.starts_at)) / 60_000;
  return { ...shift, break_minutes: shift.absence_type === null && minutes >= 360 ? 30 : 0 };
}

export interface AnnualizationConfigSeedRow {
  user_id: number;
  shop_id: number;
  current_period_start_date: string;
}

/**
 * Issue 31: annualisation configs (spec 3 §3.3 "Annualization config per user", the annualisation CSV's users), so the
 * demo's annualisation import has someone to update: one customer user in three with a main shop in France (the
 * annualisation module is French), their period starting on 1 January or, for one in two of them, on 1 June before the
 * reference date. Derived from ids only, like the contracts.
 */
export function demoAnnualizationConfigs(data: Pick<SeedDataset, 'users' | 'memberships' | 'shops'>): AnnualizationConfigSeedRow[] {
  const shops = new Map(data.shops.map((shop) => [shop.id, shop]));
  const mainShop = new Map<number, number>();
  for (const membership of data.memberships) if (membership.main && membership.shop_id !== null) mainShop.set(membership.user_id, membership.shop_id);
  const year = new Date(REFERENCE_DATE).getUTCFullYear();
  const june = isoDay(Date.UTC(year, 5, 1)) <= isoDay(REFERENCE_DATE) ? `${year}-06-01` : `${year - 1}-06-01`;
  return data.users.flatMap((user) => {
    const shop = shops.get(mainShop.get(user.id) ?? -1);
    if (!shop || user.super_admin || user.id % 3 !== 0 || shop.country.toLowerCase() !== 'fr') return [];
    return [{ user_id: user.id, shop_id: shop.id, current_period_start_date: user.id % 2 === 0 ? june : `${year}-01-01` }];
  });
}
