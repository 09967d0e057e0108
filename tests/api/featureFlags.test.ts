import { describe, expect, it } from 'vitest';
import { DEV_FLAGS } from '../../src/domain/devFlags.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const { fullAdmin, restrictedAdmin } = DEMO_ACCOUNTS;
const LIST = '/super_admin/api/feature_flags';
const DEV_LIST = '/super_admin/api/feature_flags_dev';

interface ProductFlag {
  name: string;
  description: string;
  languages: string[];
  sectors: string[];
}
interface DevFlag {
  name: string;
  description: string;
  active: boolean;
  canaryReleaseType: string | null;
  canaryReleaseIds: number[];
}

describe.each(databases())('feature flags on %s', (kind) => {
  let t: TestApp, admin: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [admin, restricted]] = [app, tokens]));

  const list = async (token = admin) => (await call(t.app, token, { url: LIST })).json() as { feature_flags: ProductFlag[]; feature_flags_dev: DevFlag[] };
  const productFlag = async (name: string) => (await list()).feature_flags.find((flag) => flag.name === name);
  const devFlag = async (name: string) => (await list()).feature_flags_dev.find((flag) => flag.name === name);
  const auditRows = (action: string, entityId?: string) => {
    let query = t.db.selectFrom('audit_events').selectAll().where('action', '=', action);
    if (entityId) query = query.where('entity_id', '=', entityId);
    return query.orderBy('id').execute();
  };
  const auditCount = async () => (await t.db.selectFrom('audit_events').select('id').execute()).length;
  /** restrictedAdmin with exactly these permission flags (the guard reads them at every request) */
  const grantRestricted = (flags: string[]) =>
    t.db.updateTable('users').set({ permissions: JSON.stringify(flags) }).where('email', '=', restrictedAdmin.email).execute();

  describe('GET /feature_flags', () => {
    it('lists the product flags and the dev flags (standard and canary) of the seed, by name', async () => {
      const body = await list();
      expect(body.feature_flags.map((f) => f.name)).toEqual([...body.feature_flags.map((f) => f.name)].sort());
      expect(body.feature_flags).toContainEqual({
        name: 'badging',
        description: expect.any(String),
        languages: ['fr', 'be', 'ch', 'lu'],
        sectors: ['hospitality', 'retail', 'health'],
      });
      expect(body.feature_flags_dev).toContainEqual(
        expect.objectContaining({ name: DEV_FLAGS.labourLawsSuperAdmin, active: true, canaryReleaseType: null, canaryReleaseIds: [] }),
      );
      expect(body.feature_flags_dev).toContainEqual(
        expect.objectContaining({ name: 'FEATUREDEV_CANARY_BILLING_PORTAL', canaryReleaseType: 'organisation', canaryReleaseIds: [] }),
      );
    });

    it('needs can_manage_feature_flags (403) and a token (401)', async () => {
      expect((await call(t.app, restricted, { url: LIST })).json()).toEqual({ error: 'missing_permission', message: expect.any(String) });
      expect((await call(t.app, null, { url: LIST })).statusCode).toBe(401);
    });
  });

  describe('PUT /feature_flags/{name}', () => {
    const put = (name: string, feature_flag: unknown, token = admin) =>
      call(t.app, token, { method: 'PUT', url: `${LIST}/${name}`, payload: { feature_flag } });

    it('sets the countries and sectors, returns the flag and audits before and after', async () => {
      const response = await put('payroll', { name: 'payroll', languages: ['fr', 'es', 'be', 'be'], sectors: ['retail'] });
      expect(response.statusCode).toBe(200);
      const updated = { name: 'payroll', description: expect.any(String), languages: ['fr', 'es', 'be'], sectors: ['retail'] };
      expect(response.json()).toEqual(updated);
      expect(await productFlag('payroll')).toEqual(updated);
      const [row] = await auditRows('feature_flag.update', 'payroll');
      expect(row).toMatchObject({ actor_email: fullAdmin.email, entity_type: 'feature_flag' });
      expect(JSON.parse(row.before!)).toMatchObject({ languages: ['fr', 'es'], sectors: [] });
      expect(JSON.parse(row.after!)).toMatchObject({ languages: ['fr', 'es', 'be'], sectors: ['retail'] });
    });

    it('refuses values outside the spec, listing them, and changes nothing', async () => {
      const before = await productFlag('timeclock');
      const audits = await auditCount();
      const response = await put('timeclock', { languages: ['fr', 'us', 'FR'], sectors: ['retail', 'banking'] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation_failed',
        message: expect.any(String),
        details: [
          { path: 'feature_flag.languages', message: 'unknown values: us, FR' },
          { path: 'feature_flag.sectors', message: 'unknown values: banking' },
        ],
      });
      expect(await productFlag('timeclock')).toEqual(before);
      expect(await auditCount()).toBe(audits);
    });

    it('answers 404 for an unknown flag and 400 for a rename', async () => {
      expect((await put('no_such_flag', { languages: [], sectors: [] })).json()).toMatchObject({ error: 'not_found' });
      expect((await put('timeclock', { name: 'other', languages: [], sectors: [] })).statusCode).toBe(400);
    });

    it('needs can_manage_feature_flags', async () => {
      const response = await put('timeclock', { languages: ['fr'], sectors: [] }, restricted);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('missing_permission');
    });
  });

  describe('PUT /feature_flags_dev/{name}', () => {
    const put = (name: string, feature_flag: unknown, token = admin) =>
      call(t.app, token, { method: 'PUT', url: `${DEV_LIST}/${name}`, payload: { feature_flag } });

    it('deactivates a standard flag: audited, and current_user stops listing it (the console hides labour laws)', async () => {
      const response = await put(DEV_FLAGS.labourLawsSuperAdmin, { name: DEV_FLAGS.labourLawsSuperAdmin, active: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: DEV_FLAGS.labourLawsSuperAdmin, active: false, canaryReleaseType: null });
      const me = (await call(t.app, admin, { url: '/super_admin/api/current_user' })).json();
      expect(me.dev_flags).not.toContain(DEV_FLAGS.labourLawsSuperAdmin);
      const [row] = await auditRows('feature_flag_dev.update', DEV_FLAGS.labourLawsSuperAdmin);
      expect(JSON.parse(row.before!)).toMatchObject({ active: true });
      expect(JSON.parse(row.after!)).toMatchObject({ active: false });

      await put(DEV_FLAGS.labourLawsSuperAdmin, { active: true });
      expect((await call(t.app, admin, { url: '/super_admin/api/current_user' })).json().dev_flags).toContain(DEV_FLAGS.labourLawsSuperAdmin);
    });

    it('saves the whole canary flag: release type and ids (each id once)', async () => {
      const response = await put('FEATUREDEV_CANARY_ORG_EXPORTS', {
        name: 'FEATUREDEV_CANARY_ORG_EXPORTS',
        active: true,
        canaryReleaseType: 'shop',
        canaryReleaseIds: [12, 7, 12, 0],
      });
      expect(response.statusCode).toBe(200);
      expect(await devFlag('FEATUREDEV_CANARY_ORG_EXPORTS')).toMatchObject({ active: true, canaryReleaseType: 'shop', canaryReleaseIds: [12, 7, 0] });
    });

    it('keeps a flag standard or canary (422) and validates ids (400)', async () => {
      const standard = await put('FEATUREDEV_SMART_NOTIFICATIONS', { active: true, canaryReleaseType: 'user', canaryReleaseIds: [1] });
      expect(standard.statusCode).toBe(422);
      expect(standard.json().error).toBe('not_a_canary_flag');
      const canary = await put('FEATUREDEV_CANARY_SHOP_REPORTS', { active: true, canaryReleaseType: null });
      expect(canary.json().error).toBe('canary_type_required');
      const badIds = await put('FEATUREDEV_CANARY_SHOP_REPORTS', { active: true, canaryReleaseType: 'shop', canaryReleaseIds: [-1, 1.5] });
      expect(badIds.statusCode).toBe(400);
      const badType = await put('FEATUREDEV_CANARY_SHOP_REPORTS', { active: true, canaryReleaseType: 'country' });
      expect(badType.statusCode).toBe(400);
      expect(await devFlag('FEATUREDEV_SMART_NOTIFICATIONS')).toMatchObject({ active: false });
    });

    it('answers 404 for an unknown flag and needs can_manage_feature_flags', async () => {
      expect((await put('FEATUREDEV_NOPE', { active: true })).statusCode).toBe(404);
      expect((await put(DEV_FLAGS.payroll, { active: false }, restricted)).json().error).toBe('missing_permission');
      expect(await devFlag(DEV_FLAGS.payroll)).toMatchObject({ active: true });
    });
  });

  describe('POST /feature_flags and /feature_flags_dev', () => {
    const post = (url: string, feature_flag: unknown, token = admin) => call(t.app, token, { method: 'POST', url, payload: { feature_flag } });

    it('creates a product flag (201), audited, then 409 name_exists for the same name', async () => {
      const response = await post(LIST, { name: 'shift_swap', description: 'Échange de créneaux' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ name: 'shift_swap', description: 'Échange de créneaux', languages: [], sectors: [] });
      expect(await productFlag('shift_swap')).toBeDefined();
      const [row] = await auditRows('feature_flag.create', 'shift_swap');
      expect(row.before).toBeNull();
      expect(JSON.parse(row.after!)).toMatchObject({ name: 'shift_swap' });

      const duplicate = await post(LIST, { name: 'shift_swap', description: 'again' });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ error: 'name_exists', message: expect.any(String) });
      expect(await auditRows('feature_flag.create', 'shift_swap')).toHaveLength(1);
    });

    it('creates dev flags inactive, standard or canary, and refuses active: true', async () => {
      const standard = await post(DEV_LIST, { name: 'FEATUREDEV_NEW_THING', description: 'Nouvelle chose', active: false });
      expect(standard.statusCode).toBe(201);
      expect(standard.json()).toEqual({ name: 'FEATUREDEV_NEW_THING', description: 'Nouvelle chose', active: false, canaryReleaseType: null, canaryReleaseIds: [] });
      const canary = await post(DEV_LIST, { name: 'FEATUREDEV_CANARY_NEW', description: 'Pilote', canaryReleaseType: 'user' });
      expect(canary.json()).toMatchObject({ active: false, canaryReleaseType: 'user', canaryReleaseIds: [] });
      expect(await auditRows('feature_flag_dev.create')).toHaveLength(2);

      const active = await post(DEV_LIST, { name: 'FEATUREDEV_ACTIVE_AT_ONCE', description: 'x', active: true });
      expect(active.statusCode).toBe(400);
      expect(await devFlag('FEATUREDEV_ACTIVE_AT_ONCE')).toBeUndefined();
      expect((await post(DEV_LIST, { name: 'FEATUREDEV_NEW_THING', description: 'again' })).json().error).toBe('name_exists');
    });

    it('requires a name without spaces and a description, with details per field', async () => {
      const spaced = await post(DEV_LIST, { name: 'FEATUREDEV WITH SPACE', description: ' ' });
      expect(spaced.statusCode).toBe(400);
      expect(spaced.json()).toEqual({
        error: 'validation_failed',
        message: expect.any(String),
        details: [
          { path: 'feature_flag.name', message: 'must not contain spaces' },
          { path: 'feature_flag.description', message: 'is required' },
        ],
      });
      expect((await post(LIST, { name: '', description: 'x' })).json().details).toEqual([{ path: 'feature_flag.name', message: 'is required' }]);
      const missing = await post(LIST, { name: 'no_description' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().details).toContainEqual({ path: 'feature_flag.description', message: expect.any(String) });
      expect((await post(LIST, { name: 'bad_targets', description: 'x', languages: ['mars'] })).json().details).toEqual([
        { path: 'feature_flag.languages', message: 'unknown values: mars' },
      ]);
      expect(await productFlag('no_description')).toBeUndefined();
    });

    it('needs can_add_feature_flags, even with can_manage_feature_flags', async () => {
      await grantRestricted(['can_manage_feature_flags']);
      try {
        expect((await call(t.app, restricted, { url: LIST })).statusCode).toBe(200);
        const product = await post(LIST, { name: 'not_allowed', description: 'x' }, restricted);
        expect(product.statusCode).toBe(403);
        expect(product.json().error).toBe('missing_permission');
        expect((await post(DEV_LIST, { name: 'FEATUREDEV_NOT_ALLOWED', description: 'x' }, restricted)).statusCode).toBe(403);
        await grantRestricted(['can_manage_feature_flags', 'can_add_feature_flags']);
        expect((await post(LIST, { name: 'allowed_now', description: 'x' }, restricted)).statusCode).toBe(201);
      } finally {
        await grantRestricted([]);
      }
      expect(await productFlag('not_allowed')).toBeUndefined();
    });
  });
});
