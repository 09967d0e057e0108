import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '../../src/domain/shopSettings.js';
import { call } from './support/http.js';
import { buildOrganisation } from './support/organisationRecord.js';
import { createTestApp, databases, signedInSuite, type TestApp } from './support/testApp.js';

/**
 * The settings tab saves through PATCH /super_admin/api/shops/{id} {shop: {...settings}} (helper B's route, which
 * calls updateShopSettings). Fails until that route is on the branch: it is the contract both pieces meet on.
 */
describe.each(databases())('shop settings saved through PATCH /shops/{id} on %s', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]));

  const patch = (shopId: number, shop: Record<string, unknown>) => call(t.app, token, { method: 'PATCH', url: `/super_admin/api/shops/${shopId}`, payload: { shop } });
  const settingsOf = async (shopId: number) => (await call(t.app, token, { url: `/super_admin/api/shops/${shopId}/settings` })).json().settings;

  it('saves the settings, the settings route reads them back and an audit row holds the change', async () => {
    const { shopId } = await buildOrganisation(t.db);
    const response = await patch(shopId, { opening_time: '06:30', modulation: true, lateness_notification: 10 });
    expect(response.statusCode).toBe(200);
    expect(await settingsOf(shopId)).toEqual({ ...DEFAULT_SHOP_SETTINGS, opening_time: '06:30', modulation: true, lateness_notification: 10 });
    const audits = await t.db.selectFrom('audit_events').select(['after']).where('entity_type', '=', 'shop').where('entity_id', '=', String(shopId)).execute();
    expect(audits.map((row) => JSON.parse(row.after ?? '{}'))).toContainEqual(expect.objectContaining({ opening_time: '06:30', modulation: true, lateness_notification: 10 }));
  });

  it('refuses a bad hour (400), popular_shifts_count without shift_popular (422), online without the time clock (403): nothing changed', async () => {
    const { shopId } = await buildOrganisation(t.db);
    expect((await patch(shopId, { opening_time: '06:10', modulation: true })).statusCode).toBe(400);
    expect((await patch(shopId, { popular_shifts_count: 4, modulation: true })).json().error).toBe('setting_not_allowed');
    expect((await patch(shopId, { online: true, modulation: true })).json().error).toBe('punch_clock_online_not_allowed');
    expect((await patch(shopId, { punch_clock_token: '12' })).statusCode).toBe(400);
    const sameTime = await patch(shopId, { opening_time: '09:00', closing_time: '09:00', modulation: true });
    expect([sameTime.statusCode, sameTime.json().error]).toEqual([422, 'setting_not_allowed']);
    expect(await settingsOf(shopId)).toEqual(DEFAULT_SHOP_SETTINGS);
  });

  it('keeps a closing time past midnight (issue 28): 18:00 to 02:00 is a shop open until the next day', async () => {
    const { shopId } = await buildOrganisation(t.db);
    expect((await patch(shopId, { opening_time: '18:00', closing_time: '02:00' })).statusCode).toBe(200);
    expect(await settingsOf(shopId)).toMatchObject({ opening_time: '18:00', closing_time: '02:00' });
  });

  it('asks the configured time-clock service about online: down, the PATCH is 503 time_clock_unavailable and changes nothing', async () => {
    const down = await createTestApp(kind, { config: { timeClock: { url: 'http://127.0.0.1:9', timeoutMs: 500 } } });
    try {
      const downToken = await down.tokenOf('fullAdmin');
      const { shopId } = await buildOrganisation(down.db);
      const response = await call(down.app, downToken, { method: 'PATCH', url: `/super_admin/api/shops/${shopId}`, payload: { shop: { online: true, modulation: true } } });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toBe('time_clock_unavailable');
      const settings = (await call(down.app, downToken, { url: `/super_admin/api/shops/${shopId}/settings` })).json().settings;
      expect(settings).toEqual(DEFAULT_SHOP_SETTINGS);
    } finally {
      await down.close();
    }
  });
});
