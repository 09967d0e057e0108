import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAY_CONFIG_SOURCE } from '../../src/contracts/integrations.js';
import type { PayrollSoftware } from '../../src/contracts/payConfigs.js';
import { initialWizardState, submittedSettings, wizardReducer, type WizardAction, type WizardState } from '../../src/domain/payConfigs/wizard.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

/**
 * Issue 29: the golden file of a seeded demo shop-month (the data a fresh `npm start` and the e2e server have; the seed
 * is deterministic, its planning fixed around 01/11/2026). The integration is made as the e2e makes it in the wizard
 * (tests/e2e/integrations.spec.ts): from scratch, for Silae, on the first demo organisation with an integration and
 * the first shop that integration exports, the hours worked exported under HTRAV; its file of October 2026 is the
 * golden file the e2e compares its download with. Regenerate deliberately with
 * `UPDATE_PAYROLL_GOLDEN=1 npx vitest run --project api tests/api/payConfigs.seededGolden.test.ts` and review the diff.
 */
export const SEEDED_GOLDEN = join(__dirname, '..', 'unit', 'payConfigs', 'golden', 'seeded', 'silae-from-scratch-2026-10.csv');
const PERIOD = { period_start: '2026-10-01', period_end: '2026-10-31' };
const update = process.env.UPDATE_PAYROLL_GOLDEN === '1';

describe.each(databases())('the payroll file of a seeded demo shop-month on %s (issue 29)', (kind) => {
  let t: TestApp, token: string;
  signedInSuite(kind, ['fullAdmin'], (app, tokens) => ([t, [token]] = [app, tokens]), { dataset: 'demo' });
  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const response = await call(t.app, token, { url, query });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };

  /** The e2e's organisation and shop: the first organisation whose first integration exports a shop. */
  async function organisationWithIntegrations(): Promise<{ organisationId: number; shopId: number }> {
    for (let id = 1; id <= 60; id += 1) {
      const response = await call(t.app, token, { url: '/services/pay-configs/pay_configs', query: { filter: JSON.stringify({ organisation_id: id }), range: '[0,0]' } });
      const configs = response.statusCode === 200 ? (response.json() as Array<{ shopIds: number[] }>) : [];
      if (configs.length > 0 && configs[0].shopIds.length > 0) return { organisationId: id, shopId: configs[0].shopIds[0] };
    }
    throw new Error('no demo organisation with an integration');
  }

  it('Silae from scratch with the hours worked, October 2026: the committed golden file', { timeout: 120_000 }, async () => {
    const { organisationId, shopId } = await organisationWithIntegrations();
    const software = await get<PayrollSoftware[]>('/services/pay-configs/payroll_software');
    const silae = software.find((item) => item.kind === 'silae')!;
    const integrations = '/super_admin/api/integrations';
    const query = { action_type: 'create', create_method: 'fromScratch' };

    // the wizard's steps as the e2e takes them, through its reducer and the §7 calls it makes
    let state: WizardState = initialWizardState({ mode: 'create', canUpload: true, shopId: null });
    const dispatch = (action: WizardAction) => (state = wizardReducer(state, action));
    const next = async () => {
      dispatch({ type: 'next' });
      for (const fetch of state.pending) {
        if (fetch === 'absences') dispatch({ type: 'loaded_absences', absences: (await get<{ absences: never }>(`${integrations}/absences/${shopId}`, query)).absences });
        if (fetch === 'evps') dispatch({ type: 'loaded_evps', evps: (await get<{ evps: never }>(`${integrations}/evps/${shopId}`, query)).evps });
      }
    };
    dispatch({ type: 'set_shop', shopId });
    await next();
    dispatch({ type: 'set_software', id: silae.id, kind: 'silae', reset: true });
    dispatch({ type: 'set_field', field: 'custom_name', value: 'E2E Silae' });
    await next();
    await next();
    dispatch({ type: 'evp_active', key: 'worked_hours', active: true });
    dispatch({ type: 'evp_code', key: 'worked_hours', code: 'HTRAV' });
    await next();
    expect(state.stages[state.index]).toBe('upload');

    const saved = await call(t.app, token, {
      method: 'POST',
      url: `${integrations}/integrations`,
      payload: { integration: submittedSettings(state), shop_id: shopId, source: PAY_CONFIG_SOURCE, organisation_id: organisationId },
    });
    expect(saved.statusCode).toBe(201);
    const configId = (await get<Array<{ id: string; name: string }>>('/services/pay-configs/pay_configs', { filter: JSON.stringify({ organisation_id: organisationId }) })).find(
      (config) => config.name === 'E2E Silae',
    )!.id;

    const file = await call(t.app, token, { url: `/services/pay-configs/pay_configs/${configId}/export`, query: PERIOD });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = file.rawPayload;
    // a real month: several employees' lines
    expect(bytes.toString('utf8').split('\n').filter((line) => line.includes('HTRAV')).length).toBeGreaterThan(3);
    if (update) writeFileSync(SEEDED_GOLDEN, bytes);
    expect(update).toBe(false);
    expect(bytes.equals(readFileSync(SEEDED_GOLDEN))).toBe(true);
  });
});
