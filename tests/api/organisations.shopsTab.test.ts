import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { organisationValues, shopValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { expectedOrder } from './support/lists.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';

interface TabRow {
  id: number;
  name: string;
  country: string;
  badging: boolean;
  automatic_planning_active: boolean;
  convention_flexible: boolean;
}

/** Spec 2 §2.1 shops tab, §3 shop list row, §7: GET /super_admin/api/organisations/{id}/shops. */
describe.each(databases())('organisation shops tab on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let organisationId: number;
  const shops: Record<string, number> = {};

  const tab = async (query: Record<string, string> = {}) => {
    const response = await call(t.app, token, { url: `${URL}/${organisationId}/shops`, query });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    const labourLaw = await t.db.selectFrom('labour_laws').select('id').executeTakeFirstOrThrow();
    organisationId = await createOrganisation(t.db, organisationValues({ name: 'Boulangeries Durand' }));
    const add = (name: string, values: Partial<Parameters<typeof shopValues>[0]>) => createShop(t.db, shopValues({ organisation_id: organisationId, name, ...values }));
    shops.lyon = await add('Lyon Croix-Rousse', { country: 'FR', badging: 1, automatic_planning_active: 1, convention: 'hcr' });
    shops.brussels = await add('Bruxelles Ixelles', { country: 'BE', flexible_convention: 1, labour_law_id: labourLaw.id });
    shops.geneva = await add('Genève Plainpalais', { country: 'CH', badging: 1 });
    shops.annecy = await add('annecy Centre', { country: 'FR', automatic_planning_active: 1, flexible_convention: 1 });
    await t.db
      .insertInto('shop_feature_states')
      .values({ shop_id: shops.lyon, name: 'payroll', activated: 1, updated_at: new Date().toISOString() })
      .execute();
  });
  afterAll(() => t?.close());

  it('answers every field of the shop list row, newest shop first', async () => {
    const body = await tab();
    expect(body.total).toBe(4);
    expect(body.shops.map((s: TabRow) => s.id)).toEqual([shops.annecy, shops.geneva, shops.brussels, shops.lyon]);
    const lyon = body.shops.find((s: TabRow) => s.id === shops.lyon);
    expect(lyon).toEqual({
      id: shops.lyon,
      name: 'Lyon Croix-Rousse',
      badging: true,
      automatic_planning_active: true,
      integrations: [],
      french: true,
      country: 'FR',
      convention_flexible: false,
      optimisation: false,
      annualization_config: null,
      cancelled: false,
      nb_employees: 0,
      features_states: {
        esignature_timesheet: { activated: false },
        esignature_administrative_docs: { activated: false },
        payroll: { activated: true },
        fortify_silae: { activated: false },
        new_bundle_system: { activated: false },
        timeclock: { activated: false },
        badging: { activated: false },
        shift_popular: { activated: false },
      },
    });
    expect(body.shops.find((s: TabRow) => s.id === shops.brussels)).toMatchObject({ french: false, country: 'BE', convention_flexible: true });
  });

  const SORTS: [string, (row: TabRow) => string | number][] = [
    ['id', (r) => r.id],
    ['name', (r) => r.name],
    ['country', (r) => r.country],
    ['badging', (r) => Number(r.badging)],
    ['automatic_planning_active', (r) => Number(r.automatic_planning_active)],
    ['convention_flexible', (r) => Number(r.convention_flexible)],
  ];
  for (const [sort, value] of SORTS) {
    it.each(['asc', 'desc'] as const)(`sorts by ${sort} %s, ties by id`, async (direction) => {
      const body = await tab({ sort, direction });
      expect(body.shops.map((s: TabRow) => s.id)).toEqual(expectedOrder<TabRow>(body.shops, value, direction));
      expect(body.total).toBe(4);
    });
  }

  it('refuses an unknown sort or direction (400 validation_failed)', async () => {
    for (const query of [{ sort: 'city' }, { sort: 'features_states' }, { direction: 'up' }, { page: '0' }] as Record<string, string>[]) {
      const response = await call(t.app, token, { url: `${URL}/${organisationId}/shops`, query });
      expect([response.statusCode, response.json().error], JSON.stringify(query)).toEqual([400, 'validation_failed']);
    }
  });

  it('lists every shop as {id, name, configured} with list_only=true: configured when a convention or a labour law is set', async () => {
    const body = await tab({ list_only: 'true' });
    expect(Object.keys(body)).toEqual(['shops']);
    // issue 32: each row also carries spec 3 §3.3's replication fields
    expect(body.shops[1]).toMatchObject({ convention_legible: expect.any(Boolean), convention_flexible: expect.any(Boolean), country: expect.any(String) });
    expect({ shops: body.shops.map(({ id, name, configured }: { id: number; name: string; configured: boolean }) => ({ id, name, configured })) }).toEqual({
      shops: [
        { id: shops.annecy, name: 'annecy Centre', configured: false },
        { id: shops.brussels, name: 'Bruxelles Ixelles', configured: true },
        { id: shops.geneva, name: 'Genève Plainpalais', configured: false },
        { id: shops.lyon, name: 'Lyon Croix-Rousse', configured: true },
      ],
    });
  });

  it('answers an empty page for an organisation without shops, 404 for an unknown one', async () => {
    const empty = await createOrganisation(t.db, organisationValues({ name: 'Sans établissement' }));
    expect((await call(t.app, token, { url: `${URL}/${empty}/shops` })).json()).toEqual({ shops: [], total: 0 });
    const missing = await call(t.app, token, { url: `${URL}/999999/shops`, query: { sort: 'country' } });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
  });
});
