import type { Insertable, Kysely } from 'kysely';
import { SHOP_SETTINGS_FIELDS } from '../../../src/contracts/shopSettings.js';
import {
  DEFAULT_SHOP_SETTINGS,
  SHOP_SETTINGS_FLAGS,
  SHOP_SETTINGS_KEYS,
  shopSettingsProblems,
  shortBreakAllowed,
  type ModulationCalculationType,
  type PaidVacationCalculationType,
  type ShopSettingsKey,
  type ShopSettingsValues,
} from '../../../src/domain/shopSettings.js';
import { embeddedTimeClock, TimeClockError, type TimeClockService } from '../../adapters/timeClock/index.js';
import type { Database, ShopSettingsTable } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';

/** What the shop record (GET /super_admin/api/shops/{id}) shows of the settings (spec 2 §3 shop detail). */
export interface ShopSettingsSummary {
  modulation: boolean;
  popularShiftsCount: number | null;
}

/** The shop, unless unknown or deleted (its organisation deleted): else 404 not_found. */
export async function liveShop(db: Kysely<Database>, shopId: number) {
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'organisation_id', 'max_automatic_planning_uses', 'automatic_planning_uses_left'])
    .where('id', '=', shopId)
    .where('organisation_deleted_at', 'is', null)
    .executeTakeFirst();
  if (!shop) throw new AppError(404, 'not_found', `Shop ${shopId} not found.`);
  return shop;
}

export async function shiftPopularActive(db: Kysely<Database>, shopId: number): Promise<boolean> {
  const row = await db.selectFrom('shop_feature_states').select('activated').where('shop_id', '=', shopId).where('name', '=', 'shift_popular').executeTakeFirst();
  return row?.activated === 1;
}

/** The shop's settings: its row, else the defaults. */
export async function readShopSettings(db: Kysely<Database>, shopId: number): Promise<ShopSettingsValues> {
  const row = await db.selectFrom('shop_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) return { ...DEFAULT_SHOP_SETTINGS };
  const flags = Object.fromEntries(SHOP_SETTINGS_FLAGS.map((name) => [name, row[name] === 1])) as Record<(typeof SHOP_SETTINGS_FLAGS)[number], boolean>;
  return {
    ...flags,
    popular_shifts_count: row.popular_shifts_count,
    opening_time: row.opening_time,
    closing_time: row.closing_time,
    paid_vacation_calculation_type: row.paid_vacation_calculation_type as PaidVacationCalculationType,
    modulation_calculation_type: row.modulation_calculation_type as ModulationCalculationType,
    punch_clock_token: row.punch_clock_token,
    lateness_notification: row.lateness_notification,
  };
}

function toRow(shopId: number, values: ShopSettingsValues): Insertable<ShopSettingsTable> {
  const flags = Object.fromEntries(SHOP_SETTINGS_FLAGS.map((name) => [name, values[name] ? 1 : 0]));
  return {
    shop_id: shopId,
    popular_shifts_count: values.popular_shifts_count,
    opening_time: values.opening_time,
    closing_time: values.closing_time,
    paid_vacation_calculation_type: values.paid_vacation_calculation_type,
    modulation_calculation_type: values.modulation_calculation_type,
    punch_clock_token: values.punch_clock_token,
    lateness_notification: values.lateness_notification,
    ...flags,
    updated_at: new Date().toISOString(),
  };
}

/** Writes many shops' whole settings rows (insert or replace) in a few statements, in the caller's transaction. */
export async function writeManyShopSettings(trx: Kysely<Database>, entries: ReadonlyArray<{ shopId: number; values: ShopSettingsValues }>): Promise<void> {
  const rows = entries.map(({ shopId, values }) => toRow(shopId, values));
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).filter((column) => column !== 'shop_id') as Array<keyof Insertable<ShopSettingsTable>>;
  // ~20 columns a row: 200 rows stay under SQLite's and PostgreSQL's bound-parameter limits
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('shop_settings')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.column('shop_id').doUpdateSet((eb) => Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)]))))
      .execute();
  }
}

/** Writes a shop's whole settings row (insert or replace), in the caller's transaction. */
export async function writeShopSettings(trx: Kysely<Database>, shopId: number, values: ShopSettingsValues): Promise<void> {
  const row = toRow(shopId, values);
  const { shop_id: _id, ...changes } = row;
  await trx.insertInto('shop_settings').values(row).onConflict((oc) => oc.column('shop_id').doUpdateSet(changes)).execute();
}

const STATUS = { invalid: [400, 'validation_failed'], not_allowed: [422, 'setting_not_allowed'], forbidden: [403, 'punch_clock_online_not_allowed'] } as const;

/**
 * Applies the settings part of a PATCH /shops/{id} body (keys of SHOP_SETTINGS_FIELDS present in `body`, others
 * ignored) in the caller's transaction; throws AppError for a refused field (400 bad value, 422 popular_shifts_count
 * without shift_popular or short_break_takes_planned_break without allow_badging_pause, 403 online without
 * can_update_punch_clock_online, 503 time_clock_unavailable when online is sent and the service fails) before
 * anything is written; returns the changed fields before and after (empty objects when nothing changed) for the
 * caller's audit row. `timeClock`: the configured service (createTimeClock); the embedded one on `trx` by default.
 * `_permissions`: no settings field needs a permission flag (can_update_punch_clock_online comes from the service).
 */
export async function updateShopSettings(
  trx: Kysely<Database>,
  shopId: number,
  body: Record<string, unknown>,
  _permissions: readonly string[],
  timeClock: TimeClockService = embeddedTimeClock(trx),
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }> {
  const changes = Object.fromEntries(
    Object.keys(SHOP_SETTINGS_FIELDS).flatMap((key) => (body[key] === undefined ? [] : [[key, body[key]]])),
  ) as Partial<Record<ShopSettingsKey, unknown>>;
  if (Object.keys(changes).length === 0) return { before: {}, after: {} };
  await liveShop(trx, shopId);
  const current = await readShopSettings(trx, shopId);
  let canGoOnline = false;
  if ('online' in changes) {
    try {
      canGoOnline = (await timeClock.forShop(shopId)).can_go_online;
    } catch (error) {
      if (!(error instanceof TimeClockError)) throw error;
      throw new AppError(503, 'time_clock_unavailable', 'The time-clock settings service did not answer; online cannot be changed now.');
    }
  }
  const problems = shopSettingsProblems(changes, current, { shiftPopular: await shiftPopularActive(trx, shopId), canGoOnline });
  if (problems.length > 0) {
    const worst = problems.find((p) => p.kind === 'invalid') ?? problems.find((p) => p.kind === 'forbidden') ?? problems[0];
    const [status, key] = STATUS[worst.kind];
    throw new AppError(status, key, worst.message, problems.filter((p) => p.kind === worst.kind).map((p) => ({ path: `/shop/${p.field}`, message: p.message })));
  }
  const next = { ...current, ...changes } as ShopSettingsValues;
  // a short break follows the planned break only while breaks are clocked: turning them off turns it off too
  if (!shortBreakAllowed(next)) next.short_break_takes_planned_break = false;
  const changed = SHOP_SETTINGS_KEYS.filter((key) => next[key] !== current[key]);
  if (changed.length === 0) return { before: {}, after: {} };
  await writeShopSettings(trx, shopId, next);
  return {
    before: Object.fromEntries(changed.map((key) => [key, current[key]])),
    after: Object.fromEntries(changed.map((key) => [key, next[key]])),
  };
}

export async function readShopSettingsSummary(db: Kysely<Database>, shopId: number): Promise<ShopSettingsSummary> {
  const settings = await readShopSettings(db, shopId);
  return { modulation: settings.modulation, popularShiftsCount: settings.popular_shifts_count };
}
