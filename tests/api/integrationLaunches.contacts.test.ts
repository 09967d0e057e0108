import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { organisationsWithAdministrators } from './support/integrationLaunches.js';
import { call } from './support/http.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

describe.each(databases())('main contacts and administrators on %s', (kind) => {
  let t: TestApp, token: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [token, restricted]] = [app, tokens]));
  let seed: Awaited<ReturnType<typeof organisationsWithAdministrators>>;
  beforeAll(async () => {
    seed = await organisationsWithAdministrators(t.db);
  });

  const contactsUrl = (id: number) => `/super_admin/api/organisations/${id}/contacts`;
  const patch = (id: number, hris: Record<string, unknown>, bearer = token) => call(t.app, bearer, { method: 'PATCH', url: contactsUrl(id), payload: { contacts: { hris_integrations: hris } } });
  const stored = () => t.db.selectFrom('organisation_main_contacts').selectAll().orderBy('integration_key').orderBy('position').execute();

  describe('attacks refused, nothing changed', () => {
    it("refuses another organisation's administrator (422 contacts_not_administrators, the id named)", async () => {
      const response = await patch(seed.organisationId, { payfit: [seed.administrators[0], seed.otherAdministrators[0]] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'contacts_not_administrators', details: [{ path: 'contacts.hris_integrations.payfit', message: expect.stringContaining(String(seed.otherAdministrators[0])) }] });
      expect(await stored()).toEqual([]);
    });

    it('refuses a super admin id, an unknown id and a member who is not an administrator', async () => {
      const refused = [seed.superAdminId, 987654321, ...(seed.nonAdministratorMember ? [seed.nonAdministratorMember] : [])];
      for (const id of refused) {
        const response = await patch(seed.organisationId, { payfit: [id] });
        expect([response.statusCode, response.json().error], `id ${id}`).toEqual([422, 'contacts_not_administrators']);
      }
      expect(await stored()).toEqual([]);
    });

    it('refuses bad shapes with 400 and an unknown organisation with 404', async () => {
      for (const body of [{}, { contacts: {} }, { contacts: { hris_integrations: { payfit: ['x'] } } }, { contacts: { hris_integrations: { 'bad key!': [1] } } }, { contacts: { hris_integrations: { payfit: [0] } } }]) {
        const response = await call(t.app, token, { method: 'PATCH', url: contactsUrl(seed.organisationId), payload: body });
        expect([response.statusCode, response.json().error], JSON.stringify(body)).toEqual([400, 'validation_failed']);
      }
      expect((await patch(987654, { payfit: [seed.administrators[0]] })).statusCode).toBe(404);
      expect(await stored()).toEqual([]);
    });

    it('needs can_run_integration_jobs', async () => {
      expect((await patch(seed.organisationId, { payfit: [seed.administrators[0]] }, restricted)).json().error).toBe('missing_permission');
      expect((await call(t.app, restricted, { url: contactsUrl(seed.organisationId) })).statusCode).toBe(403);
      expect((await call(t.app, restricted, { url: `/super_admin/api/users/administrators?organisation_id=${seed.organisationId}` })).statusCode).toBe(403);
      expect(await stored()).toEqual([]);
    });
  });

  it("lists the organisation's administrators (id, firstName, lastName), not another organisation's", async () => {
    const response = await call(t.app, token, { url: `/super_admin/api/users/administrators?organisation_id=${seed.organisationId}` });
    expect(response.statusCode).toBe(200);
    const ids = response.json().data.map((entry: { id: number }) => entry.id);
    expect(ids.sort()).toEqual([...seed.administrators].sort());
    expect(response.json().data[0]).toEqual({ id: expect.any(Number), attributes: { firstName: expect.any(String), lastName: expect.any(String) } });
    expect((await call(t.app, token, { url: '/super_admin/api/users/administrators?organisation_id=987654' })).statusCode).toBe(404);
    expect((await call(t.app, token, { url: '/super_admin/api/users/administrators?organisation_id=abc' })).statusCode).toBe(400);
  });

  it('sets the contacts per key in order (null entries omitted, other keys kept), audited, and GET reads them back', async () => {
    const [first, second] = seed.administrators;
    expect((await patch(seed.organisationId, { payfit: [second, null, first], lucca: [first] })).statusCode).toBe(200);
    const response = await patch(seed.organisationId, { lucca: [], payfit: null });
    expect(response.statusCode).toBe(200);
    const read = (await call(t.app, token, { url: contactsUrl(seed.organisationId) })).json();
    expect(read).toEqual(response.json());
    expect(read.contacts.hris_integrations).toEqual({
      payfit: [{ data: { id: second, attributes: expect.any(Object) } }, { data: { id: first, attributes: expect.any(Object) } }],
    });
    const audits = await t.db.selectFrom('audit_events').selectAll().where('action', '=', 'organisation.main_contacts').orderBy('id').execute();
    expect(audits).toHaveLength(2);
    expect(audits[1]).toMatchObject({ actor_email: DEMO_ACCOUNTS.fullAdmin.email, entity_id: String(seed.organisationId) });
    expect(JSON.parse(audits[1].after!)).toEqual({ payfit: [second, first] });
    // the other organisation is untouched
    expect((await call(t.app, token, { url: contactsUrl(seed.otherOrganisationId) })).json()).toEqual({ contacts: { hris_integrations: {} } });
  });
});
