import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { organisationValues } from './support/fixtures.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';

/** Spec 2 §2.1 licences tab, §5, §7: GET and PATCH /super_admin/api/organisations/{id}/licenses. */
describe.each(databases())('organisation licences on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let organisationId: number;
  let otherOrganisationId: number;
  const ids: Record<string, number> = {};

  const addLicence = async (organisation: number, name: string, position: number, originalType: string, visible = 1) =>
    (
      await t.db
        .insertInto('licenses')
        .values({ organisation_id: organisation, name, position, visible, active: 1, original_type: originalType })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const licenceRow = (id: number) => t.db.selectFrom('licenses').select(['visible', 'active']).where('id', '=', id).executeTakeFirstOrThrow();
  const auditRows = (id: number) =>
    t.db.selectFrom('audit_events').selectAll().where('action', '=', 'license.update').where('entity_id', '=', String(id)).orderBy('id').execute();
  const patch = (organisation: number, licence: number | string, payload: unknown) =>
    call(t.app, token, { method: 'PATCH', url: `${URL}/${organisation}/licenses/${licence}`, payload: payload as object });

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    organisationId = await createOrganisation(t.db, organisationValues({ name: 'Boulangeries Durand' }));
    otherOrganisationId = await createOrganisation(t.db, organisationValues({ name: 'Fromageries Petit' }));
    // inserted out of order: the answer is by position
    ids.planner = await addLicence(organisationId, 'Planificateur', 5, 'planner');
    ids.admin = await addLicence(organisationId, 'Administrateur', 0, 'system_admin');
    ids.employee = await addLicence(organisationId, 'Employé', 9, 'employee', 0);
    ids.master = await addLicence(organisationId, 'Master', 2, 'advanced_master');
    ids.foreign = await addLicence(otherOrganisationId, 'Employé', 0, 'employee');
  });
  afterAll(() => t?.close());

  describe('GET', () => {
    it('lists the organisation’s licences by position, with every field of spec 2 §3', async () => {
      const response = await call(t.app, token, { url: `${URL}/${organisationId}/licenses` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        licenses: [
          { id: ids.admin, name: 'Administrateur', position: 0, visible: true, active: true, original_type: 'system_admin' },
          { id: ids.master, name: 'Master', position: 2, visible: true, active: true, original_type: 'advanced_master' },
          { id: ids.planner, name: 'Planificateur', position: 5, visible: true, active: true, original_type: 'planner' },
          { id: ids.employee, name: 'Employé', position: 9, visible: false, active: true, original_type: 'employee' },
        ],
      });
    });

    it('answers an empty list for an organisation without licences, 404 for an unknown one, 400 for a bad id', async () => {
      const empty = await createOrganisation(t.db, organisationValues({ name: 'Sans licence' }));
      expect((await call(t.app, token, { url: `${URL}/${empty}/licenses` })).json()).toEqual({ licenses: [] });
      const missing = await call(t.app, token, { url: `${URL}/999999/licenses` });
      expect([missing.statusCode, missing.json().error]).toEqual([404, 'not_found']);
      expect((await call(t.app, token, { url: `${URL}/abc/licenses` })).statusCode).toBe(400);
    });

    it('lists the seeded licences of a seeded organisation', async () => {
      const organisation = await t.db.selectFrom('licenses').select('organisation_id').executeTakeFirstOrThrow();
      const count = await t.db.selectFrom('licenses').select('id').where('organisation_id', '=', organisation.organisation_id).execute();
      const body = (await call(t.app, token, { url: `${URL}/${organisation.organisation_id}/licenses` })).json();
      expect(body.licenses).toHaveLength(count.length);
      const positions = body.licenses.map((l: { position: number }) => l.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  });

  describe('PATCH', () => {
    it('hides a licence and shows it again, each change audited with before and after', async () => {
      const hidden = await patch(organisationId, ids.planner, { visible: false });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toEqual({ id: ids.planner, name: 'Planificateur', visible: false, active: true });
      expect(await licenceRow(ids.planner)).toEqual({ visible: 0, active: 1 });
      const listed = (await call(t.app, token, { url: `${URL}/${organisationId}/licenses` })).json().licenses;
      expect(listed.find((l: { id: number }) => l.id === ids.planner).visible).toBe(false);

      expect((await patch(organisationId, ids.planner, { visible: true })).json()).toMatchObject({ visible: true });
      const rows = await auditRows(ids.planner);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ entity_type: 'license', actor_email: DEMO_ACCOUNTS.fullAdmin.email });
      expect(JSON.parse(rows[0].before!)).toMatchObject({ id: ids.planner, visible: true, active: true, original_type: 'planner' });
      expect(JSON.parse(rows[0].after!)).toMatchObject({ id: ids.planner, visible: false, active: true });
      expect(JSON.parse(rows[1].after!)).toMatchObject({ visible: true });
    });

    it('deactivates and activates a licence, and takes both flags at once', async () => {
      expect((await patch(organisationId, ids.employee, { active: false })).json()).toEqual({ id: ids.employee, name: 'Employé', visible: false, active: false });
      expect((await patch(organisationId, ids.employee, { visible: true, active: true })).json()).toEqual({ id: ids.employee, name: 'Employé', visible: true, active: true });
      expect(await licenceRow(ids.employee)).toEqual({ visible: 1, active: 1 });
    });

    it('refuses to hide a system_admin licence (422), changing nothing and auditing nothing', async () => {
      const response = await patch(organisationId, ids.admin, { visible: false });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'system_admin_license_must_stay_visible', message: expect.any(String) });
      expect(await licenceRow(ids.admin)).toEqual({ visible: 1, active: 1 });
      expect(await auditRows(ids.admin)).toEqual([]);
      // keeping it visible, or changing only its active flag, is allowed
      expect((await patch(organisationId, ids.admin, { visible: true })).statusCode).toBe(200);
    });

    it('answers 404 not_found for a licence of another organisation, an unknown licence or organisation', async () => {
      for (const [organisation, licence] of [
        [organisationId, ids.foreign],
        [organisationId, 999999],
        [999999, ids.planner],
      ]) {
        const response = await patch(organisation, licence, { visible: false });
        expect([response.statusCode, response.json().error]).toEqual([404, 'not_found']);
      }
      expect(await licenceRow(ids.foreign)).toEqual({ visible: 1, active: 1 });
    });

    it('refuses a body without a flag or with a non-boolean (400 validation_failed), ignores other fields', async () => {
      for (const payload of [{}, { visible: 'maybe' }, { name: 'Renamed' }, { active: null }, { visible: 'false' }, { active: 0 }]) {
        const response = await patch(organisationId, ids.master, payload);
        expect([response.statusCode, response.json().error], JSON.stringify(payload)).toEqual([400, 'validation_failed']);
      }
      expect(await licenceRow(ids.master)).toEqual({ visible: 1, active: 1 });
      expect(await auditRows(ids.master)).toEqual([]);
      const renamed = await patch(organisationId, ids.master, { visible: false, name: 'Renamed', position: 7 });
      expect(renamed.json()).toEqual({ id: ids.master, name: 'Master', visible: false, active: true });
      const row = await t.db.selectFrom('licenses').select(['name', 'position']).where('id', '=', ids.master).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Master', position: 2 });
    });
  });

  it('needs a super-admin token', async () => {
    expect((await call(t.app, null, { url: `${URL}/${organisationId}/licenses` })).statusCode).toBe(401);
    const { token: customer } = await t.signInAs('customer');
    const refused = await call(t.app, customer, { method: 'PATCH', url: `${URL}/${organisationId}/licenses/${ids.planner}`, payload: { visible: false } });
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'not_super_admin']);
  });
});
