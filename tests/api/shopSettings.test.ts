import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, HOURS_RANGE } from '../../src/domain/shopSettings.js';
import { embeddedTimeClock, httpTimeClock } from '../../server/adapters/timeClock/index.js';
import type { Database } from '../../server/db/types/index.js';
import { AppError } from '../../server/http/errors.js';
import { readShopSettings, readShopSettingsSummary, updateShopSettings } from '../../server/routes/shops/settingsStore.js';
import { call } from './support/http.js';
import { buildOrganisation } from './support/organisationRecord.js';
import { createTestApp, databases, signedInSuite, type TestApp } from './support/testApp.js';

async function setFeature(db: Kysely<Database>, shopId: number, name: string, activated: boolean) {
  await db.deleteFrom('shop_feature_states').where('shop_id', '=', shopId).where('name', '=', name).execute();
  await db.insertInto('shop_feature_states').values({ shop_id: shopId, name, activated: activated ? 1 : 0, updated_at: new Date().toISOString() }).execute();
}

/** A shop whose time clock is enabled (badging + timeclock feature) and, if asked, with shift_popular. */
async function timeClockShop(db: Kysely<Database>, { shiftPopular = false } = {}) {
  const { shopId, id } = await buildOrganisation(db);
  await db.updateTable('shops').set({ badging: 1 }).where('id', '=', shopId).execute();
  await setFeature(db, shopId, 'timeclock', true);
  await setFeature(db, shopId, 'shift_popular', shiftPopular);
  return { shopId, organisationId: id };
}

/** Runs the store in a transaction; answers the AppError it threw, or the result. */
async function update(db: Kysely<Database>, shopId: number, body: Record<string, unknown>) {
  try {
    return await db.transaction().execute((trx) => updateShopSettings(trx, shopId, body, []));
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, error: error.key };
    throw error;
  }
}

describe.each(databases())('shop settings on %s', (kind) => {
  let t: TestApp, full: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [full, restricted]] = [app, tokens]));

  const settingsOf = (token: string, shopId: number) => call(t.app, token, { url: `/super_admin/api/shops/${shopId}/settings` });

  it('answers the defaults of a shop never saved, what it allows, and the predefined values', async () => {
    const { shopId } = await timeClockShop(t.db);
    const response = await settingsOf(restricted, shopId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: DEFAULT_SHOP_SETTINGS,
      time_clock: { enabled: true },
      features: { shift_popular: false },
      can_update_punch_clock_online: true,
      short_break_allowed: false,
    });
    const values = (await call(t.app, restricted, { url: '/super_admin/api/shops/predefined_values' })).json();
    expect(values.hours_range).toHaveLength(48);
    expect(values.hours_range.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(values.hours_range.at(-1)).toBe('23:30');
    expect(values.paid_vacation_calculation_types).toEqual(['working_days', 'workable_days', 'calendar_days']);
  });

  it('saves the settings through the store, answers what changed, and the settings route and summary read them back', async () => {
    const { shopId } = await timeClockShop(t.db, { shiftPopular: true });
    const changes = { popular_shifts_count: 5, opening_time: '07:30', closing_time: '22:00', modulation: true, allow_badging_pause: true, short_break_takes_planned_break: true, online: true, lateness_notification: 15, punch_clock_token: '4821' };
    const result = await update(t.db, shopId, { ...changes, name: 'ignored: not a settings field', opti: false });
    expect(result).toEqual({
      before: { popular_shifts_count: null, opening_time: '08:00', closing_time: '20:00', modulation: false, allow_badging_pause: false, short_break_takes_planned_break: false, online: false, lateness_notification: 0, punch_clock_token: null },
      after: changes,
    });
    const answer = (await settingsOf(full, shopId)).json();
    expect(answer.settings).toEqual({ ...DEFAULT_SHOP_SETTINGS, ...changes });
    expect(answer).toMatchObject({ features: { shift_popular: true }, short_break_allowed: true });
    expect(await readShopSettingsSummary(t.db, shopId)).toEqual({ modulation: true, popularShiftsCount: 5 });
    expect(await update(t.db, shopId, { opening_time: '07:30' })).toEqual({ before: {}, after: {} });
    // turning clocked breaks off turns the short-break rule off with them
    expect(await update(t.db, shopId, { allow_badging_pause: false })).toEqual({
      before: { allow_badging_pause: true, short_break_takes_planned_break: true },
      after: { allow_badging_pause: false, short_break_takes_planned_break: false },
    });
  });

  it('refuses a bad or disallowed value with its status and changes nothing', async () => {
    const { shopId } = await timeClockShop(t.db);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ opening_time: '07:15' }, 400, 'validation_failed'],
      [{ closing_time: '24:00' }, 400, 'validation_failed'],
      [{ paid_vacation_calculation_type: 'lunar_days' }, 400, 'validation_failed'],
      [{ lateness_notification: 121 }, 400, 'validation_failed'],
      [{ lateness_notification: -1 }, 400, 'validation_failed'],
      [{ punch_clock_token: '123' }, 400, 'validation_failed'],
      [{ punch_clock_token: '12a45' }, 400, 'validation_failed'],
      [{ modulation: 'yes' }, 400, 'validation_failed'],
      [{ popular_shifts_count: 3 }, 422, 'setting_not_allowed'],
      [{ short_break_takes_planned_break: true, modulation: true }, 422, 'setting_not_allowed'],
    ];
    for (const [body, status, error] of cases) expect(await update(t.db, shopId, body), JSON.stringify(body)).toEqual({ status, error });
    expect(await readShopSettings(t.db, shopId)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(await t.db.selectFrom('shop_settings').select('shop_id').where('shop_id', '=', shopId).execute()).toEqual([]);
  });

  it('lets the punch clock go online only when the time-clock service allows it (403 otherwise)', async () => {
    const { shopId } = await buildOrganisation(t.db);
    expect(await update(t.db, shopId, { online: true })).toEqual({ status: 403, error: 'punch_clock_online_not_allowed' });
    expect((await settingsOf(full, shopId)).json()).toMatchObject({ time_clock: { enabled: false }, can_update_punch_clock_online: false });
    const suspended = await timeClockShop(t.db);
    await t.db.updateTable('shops').set({ cancelled: 1 }).where('id', '=', suspended.shopId).execute();
    expect(await embeddedTimeClock(t.db).forShop(suspended.shopId)).toEqual({ enabled: true, can_go_online: false });
    expect(await update(t.db, suspended.shopId, { online: true })).toEqual({ status: 403, error: 'punch_clock_online_not_allowed' });
    expect((await readShopSettings(t.db, suspended.shopId)).online).toBe(false);
  });

  it('answers 404 for an unknown shop or one of a deleted organisation, 400 for a bad id', async () => {
    expect((await settingsOf(full, 99999999)).statusCode).toBe(404);
    expect((await settingsOf(full, 0)).json().error).toBe('validation_failed');
    const { id, shopId } = await buildOrganisation(t.db);
    expect((await call(t.app, full, { method: 'DELETE', url: `/super_admin/api/organisations/${id}` })).statusCode).toBe(204);
    expect((await settingsOf(full, shopId)).json().error).toBe('not_found');
    expect(await update(t.db, shopId, { modulation: true })).toEqual({ status: 404, error: 'not_found' });
  });

  it('still answers the settings when the time-clock service is down: time_clock_unavailable, online not allowed', async () => {
    const down = await createTestApp(kind, { config: { timeClock: { url: 'http://127.0.0.1:9', timeoutMs: 500 } } });
    try {
      const token = await down.tokenOf('fullAdmin');
      const { shopId } = await timeClockShop(down.db);
      const response = await call(down.app, token, { url: `/super_admin/api/shops/${shopId}/settings` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ settings: DEFAULT_SHOP_SETTINGS, time_clock: { error: 'time_clock_unavailable' }, can_update_punch_clock_online: false });
      const client = httpTimeClock('http://127.0.0.1:9', { timeoutMs: 500 });
      const refused = await down.db.transaction().execute((trx) => updateShopSettings(trx, shopId, { online: true }, [], client)).catch((error: AppError) => error.statusCode);
      expect(refused).toBe(503);
    } finally {
      await down.close();
    }
  });

  it('adds automatic-planning credits (0 to 10) with the permission: audited and tracked; 400/403/404/422 change nothing', async () => {
    const { shopId, id: organisationId } = await buildOrganisation(t.db);
    const add = (token: string, payload: unknown) => call(t.app, token, { method: 'POST', url: '/super_admin/api/shops/add_automatic_plannings', payload: payload as Record<string, unknown> });
    const left = async () => (await t.db.selectFrom('shops').select('automatic_planning_uses_left').where('id', '=', shopId).executeTakeFirstOrThrow()).automatic_planning_uses_left;

    const refused = await add(full, { shop_id: shopId, add_automatic_plannings: 3 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'no_automatic_planning_allowance', details: [{ path: '/shop_id', message: expect.stringContaining('max_automatic_planning_uses') }] });

    await t.db.updateTable('shops').set({ max_automatic_planning_uses: 5, automatic_planning_uses_left: 4 }).where('id', '=', shopId).execute();
    for (const bad of [{ shop_id: shopId, add_automatic_plannings: 11 }, { shop_id: shopId, add_automatic_plannings: -1 }, { shop_id: shopId, add_automatic_plannings: 1.5 }, { shop_id: shopId }]) {
      expect((await add(full, bad)).json().error, JSON.stringify(bad)).toBe('validation_failed');
    }
    expect((await add(restricted, { shop_id: shopId, add_automatic_plannings: 2 })).json().error).toBe('missing_permission');
    expect((await add(full, { shop_id: 99999999, add_automatic_plannings: 2 })).statusCode).toBe(404);
    expect(await left()).toBe(4);

    const response = await add(full, { shop_id: shopId, add_automatic_plannings: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ shop_id: shopId, max_automatic_planning_uses: 5, automatic_planning_uses_left: 7 });
    expect(await left()).toBe(7);
    const audits = await t.db.selectFrom('audit_events').select(['action', 'before', 'after']).where('entity_type', '=', 'shop').where('entity_id', '=', String(shopId)).execute();
    expect(audits.map((row) => ({ action: row.action, before: JSON.parse(row.before ?? 'null'), after: JSON.parse(row.after ?? 'null') }))).toEqual([
      { action: 'shop.add_automatic_plannings', before: { automatic_planning_uses_left: 4 }, after: { automatic_planning_uses_left: 7, added: 3 } },
    ]);
    const events = await t.db.selectFrom('tracking_events').select(['name', 'organisation_id']).where('shop_id', '=', shopId).execute();
    expect(events).toEqual([{ name: 'updated_option', organisation_id: organisationId }]);
    expect(HOURS_RANGE).toContain('12:30');
  });
});
