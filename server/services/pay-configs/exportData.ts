import type { Kysely } from 'kysely';
import { addDays } from '../../../src/domain/payConfigs/export/calendar.js';
import { bankHolidays, DEFAULT_SHOP_RULES, type PayrollContract, type PayrollEmployee, type PayrollPeriodData, type PayrollShift, type PayrollShop, type PayrollShopRules } from '../../../src/domain/payConfigs/export/index.js';
import type { Database } from '../../db/types/index.js';

/**
 * Issue 29: the period data the payroll file is written from (src/domain/payConfigs/export/README.md), read with
 * indexed queries: the shops (with their labour law's majoration rules and bank holidays), their members with
 * contracts (user_contracts by user and start), the members' shifts and absences (shifts by user and start) and each
 * shift's first clock-in (badgings by shift). The caller has checked that the shops belong to the organisation;
 * shops of another organisation are left out all the same.
 *
 * An employee is listed once, under their main shop when it is exported, else under the lowest exported shop they
 * belong to; their shifts in every exported shop count. Users archived before the period and super admins are left out.
 */

export interface PayrollPeriodQuery {
  organisationId: number;
  shopIds: readonly number[];
  /** YYYY-MM-DD, both included */
  periodStart: string;
  periodEnd: string;
}

/** IN lists at most this long (SQLite's bind limit is far above; the plans stay index range scans). */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The labour law's rules that the file uses (spec 1 §3 rule fields), defaults where unset. */
export function shopRulesOf(rulesJson: string | null): PayrollShopRules {
  let rules: Record<string, unknown> = {};
  try {
    const parsed: unknown = rulesJson ? JSON.parse(rulesJson) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) rules = parsed as Record<string, unknown>;
  } catch {
    rules = {};
  }
  const time = (value: unknown, fallback: string) => (typeof value === 'string' && TIME.test(value) ? value : fallback);
  const percentage = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    night_start: time(rules.night_shifts_start_at_for_alerts, DEFAULT_SHOP_RULES.night_start),
    night_end: time(rules.night_shifts_end_at_for_alerts, DEFAULT_SHOP_RULES.night_end),
    sunday_maj: percentage(rules.sunday_maj),
    holiday_maj: percentage(rules.holiday_maj),
    pause_compensation: rules.dissociate_work_break_and_presence_time_impact === true,
  };
}

/** The organisation's exported shops, in id order, with rules and bank holidays. */
async function loadShops(db: Kysely<Database>, query: PayrollPeriodQuery): Promise<PayrollShop[]> {
  if (query.shopIds.length === 0) return [];
  const shops = [];
  for (const ids of chunks([...new Set(query.shopIds)])) {
    shops.push(
      ...(await db
        .selectFrom('shops')
        .leftJoin('labour_laws', 'labour_laws.id', 'shops.labour_law_id')
        .select(['shops.id', 'shops.name', 'shops.timezone', 'shops.country', 'labour_laws.rules'])
        .where('shops.organisation_id', '=', query.organisationId)
        .where('shops.id', 'in', ids)
        .execute()),
    );
  }
  return shops
    .sort((a, b) => a.id - b.id)
    .map((shop) => ({
      id: shop.id,
      name: shop.name,
      timezone: shop.timezone,
      country: shop.country,
      rules: shopRulesOf(shop.rules),
      bank_holidays: bankHolidays(shop.country, query.periodStart, query.periodEnd),
    }));
}

/**
 * Which exported shop lists each member of the exported shops (see above): one read of the memberships of those
 * shops (memberships by shop), kept for the whole export (a few bytes per member).
 */
async function assignedShops(db: Kysely<Database>, shops: readonly PayrollShop[]): Promise<Map<number, number>> {
  const assigned = new Map<number, { shop: number; main: boolean }>();
  for (const ids of chunks(shops.map((shop) => shop.id))) {
    const rows = await db.selectFrom('memberships').select(['user_id', 'shop_id', 'main']).where('shop_id', 'in', ids).execute();
    for (const row of rows) {
      if (row.shop_id === null) continue;
      const current = assigned.get(row.user_id);
      const main = !!row.main;
      if (!current || (main && !current.main) || (main === current.main && row.shop_id < current.shop)) assigned.set(row.user_id, { shop: row.shop_id, main });
    }
  }
  return new Map([...assigned].map(([user, value]) => [user, value.shop]));
}

/** The members listed under `shopIds`. */
function membersOf(assigned: ReadonlyMap<number, number>, shopIds: readonly number[]): Map<number, number> {
  const wanted = new Set(shopIds);
  return new Map([...assigned].filter(([, shop]) => wanted.has(shop)));
}

async function loadEmployees(db: Kysely<Database>, shopOf: ReadonlyMap<number, number>, query: PayrollPeriodQuery): Promise<PayrollEmployee[]> {
  const periodStartInstant = `${query.periodStart}T00:00:00.000Z`;
  const employees: PayrollEmployee[] = [];
  for (const ids of chunks([...shopOf.keys()])) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'pay_identification_number', 'team', 'archived_at', 'super_admin'])
      .where('id', 'in', ids)
      .execute();
    const contracts = await db
      .selectFrom('user_contracts')
      .innerJoin('contract_types', 'contract_types.id', 'user_contracts.contract_type_id')
      .select(['user_contracts.user_id', 'user_contracts.contract_type_id', 'contract_types.key', 'user_contracts.counter_type', 'user_contracts.weekly_hours', 'user_contracts.starts_on', 'user_contracts.ends_on'])
      .where('user_contracts.user_id', 'in', ids)
      .where('user_contracts.starts_on', '<=', query.periodEnd)
      .where((eb) => eb.or([eb('user_contracts.ends_on', 'is', null), eb('user_contracts.ends_on', '>=', query.periodStart)]))
      .orderBy('user_contracts.user_id')
      .orderBy('user_contracts.starts_on')
      .execute();
    const contractsOf = new Map<number, PayrollContract[]>();
    for (const row of contracts) {
      const list = contractsOf.get(row.user_id) ?? [];
      list.push({
        contract_type_id: row.contract_type_id,
        contract_type_key: row.key,
        counter_type: row.counter_type === 'daily_rate' ? 'daily_rate' : 'hourly_rate',
        weekly_hours: Number(row.weekly_hours),
        starts_on: row.starts_on,
        ends_on: row.ends_on,
      });
      contractsOf.set(row.user_id, list);
    }
    for (const user of users) {
      if (user.super_admin || (user.archived_at !== null && user.archived_at < periodStartInstant)) continue;
      employees.push({
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        pay_identification_number: user.pay_identification_number,
        team: user.team,
        shop_id: shopOf.get(user.id) as number,
        contracts: contractsOf.get(user.id) ?? [],
      });
    }
  }
  return employees.sort((a, b) => a.id - b.id);
}

/**
 * The employees' shifts that may touch the period's local days: those starting from the day before the period
 * (UTC) to the day after it (a zone is at most 14 hours from UTC, a shift at most a day long).
 */
async function loadShifts(db: Kysely<Database>, userIds: readonly number[], selection: ReadonlySet<number>, query: PayrollPeriodQuery): Promise<PayrollShift[]> {
  const from = `${addDays(query.periodStart, -2)}T00:00:00.000Z`;
  const to = `${addDays(query.periodEnd, 2)}T00:00:00.000Z`;
  const shifts: PayrollShift[] = [];
  for (const ids of chunks(userIds)) {
    const rows = await db
      .selectFrom('shifts')
      .select(['id', 'shop_id', 'user_id', 'starts_at', 'ends_at', 'break_minutes', 'absence_type'])
      .where('user_id', 'in', ids)
      .where('starts_at', '>=', from)
      .where('starts_at', '<', to)
      .orderBy('user_id')
      .orderBy('starts_at')
      .execute();
    for (const row of rows) if (selection.has(row.shop_id)) shifts.push({ ...row, break_minutes: Number(row.break_minutes), clock_in: null });
  }
  const worked = shifts.filter((shift) => shift.absence_type === null);
  const byId = new Map(worked.map((shift) => [shift.id, shift]));
  for (const ids of chunks(worked.map((shift) => shift.id))) {
    const clockIns = await db.selectFrom('badgings').select(['shift_id', 'clock_in']).where('shift_id', 'in', ids).execute();
    for (const row of clockIns) {
      const shift = row.shift_id === null ? undefined : byId.get(row.shift_id);
      if (shift && (shift.clock_in === null || row.clock_in < shift.clock_in)) shift.clock_in = row.clock_in;
    }
  }
  return shifts;
}

async function loadPart(
  db: Kysely<Database>,
  query: PayrollPeriodQuery,
  allShops: readonly PayrollShop[],
  partShops: readonly PayrollShop[],
  assigned: ReadonlyMap<number, number>,
): Promise<PayrollPeriodData> {
  const selection = new Set(allShops.map((shop) => shop.id));
  const employees = await loadEmployees(db, membersOf(assigned, partShops.map((shop) => shop.id)), query);
  const shifts = await loadShifts(db, employees.map((employee) => employee.id), selection, query);
  const listed = new Set(partShops.map((shop) => shop.id));
  const touched = new Set(shifts.map((shift) => shift.shop_id));
  return {
    period_start: query.periodStart,
    period_end: query.periodEnd,
    // the part's shops first (their files), then those only its employees' shifts need (time zone)
    shops: [...partShops, ...allShops.filter((shop) => !listed.has(shop.id) && touched.has(shop.id))],
    employees,
    shifts,
  };
}

/** The whole period of the exported shops. */
export async function loadPayrollPeriod(db: Kysely<Database>, query: PayrollPeriodQuery): Promise<PayrollPeriodData> {
  const shops = await loadShops(db, query);
  return loadPart(db, query, shops, shops, await assignedShops(db, shops));
}

/** Shops read together by payrollPeriodParts: a few queries per batch instead of per shop, a few MB held at most. */
export const PARTS_BATCH_SHOPS = 25;

/** One shop's part of a batch: its shop first, its employees and their shifts, the other shops those shifts need. */
function shopPart(batch: PayrollPeriodData, shop: PayrollShop): PayrollPeriodData {
  const employees = batch.employees.filter((employee) => employee.shop_id === shop.id);
  const ids = new Set(employees.map((employee) => employee.id));
  const shifts = batch.shifts.filter((shift) => ids.has(shift.user_id));
  const touched = new Set(shifts.map((shift) => shift.shop_id));
  return { ...batch, shops: [shop, ...batch.shops.filter((other) => other.id !== shop.id && touched.has(other.id))], employees, shifts };
}

/**
 * The period shop by shop (the .ZIP's files, streamPayrollFile's `parts`): read PARTS_BATCH_SHOPS shops at a time and
 * handed out one shop at a time, so a 500-shop organisation's month is never in memory whole.
 */
export async function* payrollPeriodParts(db: Kysely<Database>, query: PayrollPeriodQuery): AsyncGenerator<PayrollPeriodData> {
  const shops = await loadShops(db, query);
  const assigned = await assignedShops(db, shops);
  for (let index = 0; index < shops.length; index += PARTS_BATCH_SHOPS) {
    const batchShops = shops.slice(index, index + PARTS_BATCH_SHOPS);
    const batch = await loadPart(db, query, shops, batchShops, assigned);
    for (const shop of batchShops) yield shopPart(batch, shop);
  }
}
