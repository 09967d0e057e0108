import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { ALERT_TYPES } from '../../src/domain/labourLaws.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const { fullAdmin } = DEMO_ACCOUNTS;
const BASE = '/services/labour-laws';

const hotel = (overrides: Record<string, unknown> = {}) => ({
  country: 'fr',
  scope: 'agreement',
  key: 'fr_hotel',
  alerts: ['daily_hours_worked', 'shift_conflict'],
  absencesWithOwedMeal: ['paid_leave', 'home_office'],
  rules: { max_daily_hours: 10, night_shifts_start_at_for_alerts: '22:00' },
  enabled: true,
  ...overrides,
});

describe.each(databases())('labour-laws service on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const put = (payload: unknown) => call(t.app, token, { method: 'PUT', url: `${BASE}/labour_law`, payload: payload as object });
  const get = (query: Record<string, string>, as: string | null = token) => call(t.app, as, { url: `${BASE}/labour_law`, query });
  const remove = (query: Record<string, string>, as: string | null = token) => call(t.app, as, { method: 'DELETE', url: `${BASE}/labour_law`, query });
  const audits = (entityId: string) =>
    t.db.selectFrom('audit_events').selectAll().where('entity_type', '=', 'labour_law').where('entity_id', '=', entityId).orderBy('id').execute();
  const lawCount = async () => Number((await t.db.selectFrom('labour_laws').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
  });
  afterAll(() => t?.close());

  describe('GET /labour_laws', () => {
    it("lists a country's laws by name, lower-case country, with their shop counts", async () => {
      const response = await call(t.app, token, { url: `${BASE}/labour_laws`, query: { country: 'fr' } });
      expect(response.statusCode).toBe(200);
      const { labour_laws: laws, total } = response.json();
      expect(total).toBe(laws.length);
      expect(laws.map((law: { key: string }) => law.key).sort()).toEqual(['fr_alsace_moselle', 'fr_boulangerie', 'fr_default', 'fr_hcr', 'fr_retail']);
      const names = laws.map((law: { name: string }) => law.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
      const hcr = laws.find((law: { key: string }) => law.key === 'fr_hcr');
      expect(hcr).toMatchObject({ country: 'fr', scope: 'agreement', name: 'Hôtels, cafés, restaurants (IDCC 1979)', enabled: true });
      expect(hcr.rules).toMatchObject({ max_daily_hours: 11, max_cuts_calculation: 'daily' });
      expect(hcr.absencesWithOwedMeal).toContain('paid_leave');
      const shops = await t.db.selectFrom('shops').innerJoin('labour_laws', 'labour_laws.id', 'shops.labour_law_id').select('shops.id').where('labour_laws.key', '=', 'fr_hcr').execute();
      expect(hcr.usedByShops).toBe(shops.length);
    });

    it('lists only the asked country', async () => {
      const { labour_laws: laws } = (await call(t.app, token, { url: `${BASE}/labour_laws`, query: { country: 'be' } })).json();
      expect(laws.map((law: { key: string; country: string }) => `${law.country}:${law.key}`)).toEqual(['be:be_default']);
      expect((await call(t.app, token, { url: `${BASE}/labour_laws`, query: { country: 'it' } })).json()).toEqual({ labour_laws: [], total: 0 });
    });

    it('refuses a country outside the labour-law countries, or none', async () => {
      for (const query of [{ country: 'gb' }, { country: 'FR' }, {}] as Record<string, string>[]) {
        const response = await call(t.app, token, { url: `${BASE}/labour_laws`, query });
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.json()).toMatchObject({ error: 'validation_failed', details: [{ path: 'country' }] });
      }
    });
  });

  describe('GET /labour_law', () => {
    it('returns one law', async () => {
      const response = await get({ key: 'fr_boulangerie', scope: 'agreement', country: 'fr' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ key: 'fr_boulangerie', enabled: false, country: 'fr' });
      expect(response.json().alerts).not.toContain('sunday_increase');
    });

    it('answers 404 not_found for an unknown law or the wrong scope', async () => {
      for (const query of [
        { key: 'fr_nothing', scope: 'agreement', country: 'fr' },
        { key: 'fr_hcr', scope: 'country', country: 'fr' },
        { key: 'fr_hcr', scope: 'agreement', country: 'be' },
      ]) {
        const response = await get(query);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'not_found', message: 'No such labour law.' });
      }
    });

    it('needs key, scope and country', async () => {
      const response = await get({ key: 'fr_hcr' });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['country', 'scope']);
    });
  });

  describe('PUT /labour_law', () => {
    it('creates a law (201), derives its name, then updates it (200), each change audited', async () => {
      const created = await put(hotel({ key: 'fr_hotel_restaurant' }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        country: 'fr',
        scope: 'agreement',
        key: 'fr_hotel_restaurant',
        name: 'Hotel restaurant',
        alerts: ['daily_hours_worked', 'shift_conflict'],
        absencesWithOwedMeal: ['paid_leave', 'home_office'],
        rules: { max_daily_hours: 10, night_shifts_start_at_for_alerts: '22:00' },
        enabled: true,
        usedByShops: 0,
      });
      const identity = { key: 'fr_hotel_restaurant', scope: 'agreement', country: 'fr' };
      expect((await get(identity)).json()).toEqual(created.json());

      const updated = await put(hotel({ key: 'fr_hotel_restaurant', name: 'Hôtellerie', enabled: false, alerts: ALERT_TYPES }));
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ name: 'Hôtellerie', enabled: false, alerts: [...ALERT_TYPES] });

      const kept = await put(hotel({ key: 'fr_hotel_restaurant', enabled: undefined }));
      expect(kept.json()).toMatchObject({ name: 'Hôtellerie', enabled: false });

      const rows = await audits('fr/agreement/fr_hotel_restaurant');
      expect(rows.map((row) => row.action)).toEqual(['labour_law.create', 'labour_law.update', 'labour_law.update']);
      expect(rows[0]).toMatchObject({ actor_email: fullAdmin.email, before: null });
      expect(JSON.parse(rows[0].after!)).toMatchObject({ key: 'fr_hotel_restaurant', enabled: true });
      expect(JSON.parse(rows[1].before!)).toMatchObject({ name: 'Hotel restaurant', enabled: true });
      expect(JSON.parse(rows[1].after!)).toMatchObject({ name: 'Hôtellerie', enabled: false });
      expect(rows[1].request_id).toBeTruthy();
    });

    it('accepts an upper-case country and answers lower case', async () => {
      const response = await put(hotel({ country: 'BE', key: 'be_horeca', name: 'Horeca (CP 302)' }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ country: 'be', name: 'Horeca (CP 302)' });
      const row = await t.db.selectFrom('labour_laws').select('country').where('key', '=', 'be_horeca').executeTakeFirstOrThrow();
      expect(row.country).toBe('BE');
    });

    it('drops null-valued rules before saving', async () => {
      const response = await put(hotel({ key: 'fr_nulls', rules: { max_daily_hours: 10, sunday_maj: null, max_cuts_calculation: null } }));
      expect(response.statusCode).toBe(201);
      expect(response.json().rules).toEqual({ max_daily_hours: 10 });
      const row = await t.db.selectFrom('labour_laws').select('rules').where('key', '=', 'fr_nulls').executeTakeFirstOrThrow();
      expect(JSON.parse(row.rules)).toEqual({ max_daily_hours: 10 });
    });

    it('refuses a bad key, bad rules, unknown alerts and absences with one detail each, and saves nothing', async () => {
      const before = await lawCount();
      const cases: Array<[Record<string, unknown>, string[]]> = [
        [{ key: '' }, ['key']],
        [{ key: 'hotel' }, ['key']],
        [{ key: 'be_hotel' }, ['key']],
        [{ key: 'fr_Hotel' }, ['key']],
        [{ rules: {} }, ['rules']],
        [{ rules: { max_daily_hours: null } }, ['rules']],
        [{ rules: { max_daily_hours: 'ten', night_shifts_start_at_for_alerts: '25:00', max_cuts_calculation: 'monthly', no_such_rule: 1 } }, [
          'rules.max_daily_hours',
          'rules.night_shifts_start_at_for_alerts',
          'rules.max_cuts_calculation',
          'rules.no_such_rule',
        ]],
        [{ alerts: ['coupure', 'no_such_alert'] }, ['alerts[1]']],
        [{ absencesWithOwedMeal: ['holiday_on_mars'] }, ['absencesWithOwedMeal[0]']],
        [{ country: 'gb' }, ['country']],
        [{ country: 'gb', key: 'gb_hotel' }, ['country', 'key']],
        [{ scope: 'city' }, ['scope']],
      ];
      for (const [overrides, paths] of cases) {
        const response = await put(hotel(overrides));
        expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
        const body = response.json();
        expect(body.error).toBe('validation_failed');
        expect(body.message).toMatch(/^The labour law is not valid: /);
        expect(body.details.map((d: { path: string }) => d.path), JSON.stringify(overrides)).toEqual(paths);
      }
      expect((await put({ country: 'fr', scope: 'agreement' })).json()).toMatchObject({ error: 'validation_failed' });
      expect((await put(hotel({ rules: [] }))).statusCode).toBe(400);
      expect(await lawCount()).toBe(before);
    });
  });

  describe('DELETE /labour_law', () => {
    it('refuses while shops follow the law: 401 labour_law_in_use with the count in brackets, nothing deleted nor audited', async () => {
      const counts = await t.db
        .selectFrom('shops')
        .innerJoin('labour_laws', 'labour_laws.id', 'shops.labour_law_id')
        .select(['labour_laws.key', 'labour_laws.scope', 'labour_laws.country', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy(['labour_laws.key', 'labour_laws.scope', 'labour_laws.country'])
        .execute();
      const used = counts.sort((a, b) => Number(b.n) - Number(a.n))[0];
      const shops = Number(used.n);
      expect(shops).toBeGreaterThan(0);
      const identity = { key: used.key, scope: used.scope, country: used.country.toLowerCase() };

      const response = await remove(identity);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'labour_law_in_use',
        message: `Labour law used by shops [${shops}]`,
        details: [{ path: 'shops_count', message: `${shops} shops follow this labour law`, shops_count: shops }],
      });
      expect((await get(identity)).json().usedByShops).toBe(shops);
      expect(await audits(`${identity.country}/${identity.scope}/${identity.key}`)).toEqual([]);
    });

    it('deletes a law no shop follows (204), audited with its last state', async () => {
      expect((await put(hotel({ key: 'fr_to_delete', name: 'À supprimer' }))).statusCode).toBe(201);
      const identity = { key: 'fr_to_delete', scope: 'agreement', country: 'fr' };
      const response = await remove(identity);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await get(identity)).statusCode).toBe(404);
      const rows = await audits('fr/agreement/fr_to_delete');
      expect(rows.map((row) => row.action)).toEqual(['labour_law.create', 'labour_law.delete']);
      expect(JSON.parse(rows[1].before!)).toMatchObject({ name: 'À supprimer', key: 'fr_to_delete' });
      expect(rows[1].after).toBeNull();
      expect((await remove(identity)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    const calls = (): InjectOptions[] => [
      { method: 'GET', url: `${BASE}/labour_laws`, query: { country: 'fr' } },
      { method: 'GET', url: `${BASE}/labour_law`, query: { key: 'fr_hcr', scope: 'agreement', country: 'fr' } },
      { method: 'PUT', url: `${BASE}/labour_law`, payload: hotel({ key: 'fr_forbidden' }) },
      { method: 'DELETE', url: `${BASE}/labour_law`, query: { key: 'fr_retail', scope: 'agreement', country: 'fr' } },
    ];

    it('declares can_manage_labour_laws on every route of the service', () => {
      const routes = t.app.routeTable().filter((route) => route.url.startsWith(BASE));
      expect(routes.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
        `DELETE ${BASE}/labour_law`,
        `GET ${BASE}/labour_law`,
        `GET ${BASE}/labour_laws`,
        `PUT ${BASE}/labour_law`,
      ]);
      for (const route of routes) expect(route).toMatchObject({ auth: 'super_admin', permission: 'can_manage_labour_laws' });
    });

    it('answers 403 missing_permission to a super admin without the permission', async () => {
      const restricted = await t.tokenOf('restrictedAdmin');
      for (const options of calls()) {
        const response = await call(t.app, restricted, options);
        expect(response.statusCode, options.method).toBe(403);
        expect(response.json().error).toBe('missing_permission');
      }
    });

    it('answers 401 unauthorized without a token, and changes nothing', async () => {
      const before = await lawCount();
      for (const options of calls()) {
        const response = await call(t.app, null, options);
        expect(response.statusCode, options.method).toBe(401);
        expect(response.json().error).toBe('unauthorized');
      }
      expect(await lawCount()).toBe(before);
    });

    it('documents the service and the legacy 401 of the refused delete in OpenAPI', async () => {
      const spec = (await t.app.inject({ url: '/api/openapi.json' })).json();
      const path = spec.paths[`${BASE}/labour_law`];
      expect(Object.keys(path).sort()).toEqual(['delete', 'get', 'put']);
      expect(path.delete.responses['401'].description).toMatch(/labour_law_in_use.*legacy/s);
    });
  });
});
