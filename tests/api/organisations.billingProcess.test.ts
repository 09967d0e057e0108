import { describe, expect, it } from 'vitest';
import { call } from './support/http.js';
import { buildOrganisation } from './support/organisationRecord.js';
import { databases, signedInSuite, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/organisations';

describe.each(databases())('organisation billing process on %s', (kind) => {
  let t: TestApp, full: string, restricted: string;
  signedInSuite(kind, ['fullAdmin', 'restrictedAdmin'], (app, tokens) => ([t, [full, restricted]] = [app, tokens]));

  const migrate = (token: string, payload: Record<string, unknown>) => call(t.app, token, { method: 'POST', url: `${URL}/migrate_to_billing_new_process`, payload });
  const exclude = (token: string, id: number) => call(t.app, token, { method: 'POST', url: `${URL}/${id}/exclude_from_cash_recovery` });
  const actions = (id: number) =>
    t.db.selectFrom('audit_events').select('action').where('entity_type', '=', 'organisation').where('entity_id', '=', String(id)).orderBy('id').execute();

  it('migrates once: the record hides the button afterwards, a second time is 409 already_migrated; audited', async () => {
    const org = await buildOrganisation(t.db);
    const response = await migrate(full, { organisation_id: org.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ organisation_id: org.id, migrated_at: expect.any(String) });
    expect((await call(t.app, full, { url: `${URL}/${org.id}` })).json()).toMatchObject({ organisation: { migratedToNewProcess: true }, can_migrate_to_new_process: false });
    const again = await migrate(full, { organisation_id: org.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_migrated');
    expect(await actions(org.id)).toEqual([{ action: 'organisation.migrate_to_billing_new_process' }]);
  });

  it('excludes from cash recovery once: 409 already_excluded after; audited', async () => {
    const org = await buildOrganisation(t.db);
    const response = await exclude(full, org.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ organisation_id: org.id, excluded_at: expect.any(String) });
    expect((await call(t.app, full, { url: `${URL}/${org.id}` })).json()).toMatchObject({ can_exclude_from_cash_recovery: false });
    const again = await exclude(full, org.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('already_excluded');
    expect(await actions(org.id)).toEqual([{ action: 'organisation.exclude_from_cash_recovery' }]);
  });

  it('needs the permissions: 403 missing_permission without them, nothing changed', async () => {
    const org = await buildOrganisation(t.db);
    expect((await migrate(restricted, { organisation_id: org.id })).json().error).toBe('missing_permission');
    expect((await exclude(restricted, org.id)).statusCode).toBe(403);
    const row = await t.db.selectFrom('organisations').select(['billing_new_process_at', 'excluded_from_cash_recovery_at']).where('id', '=', org.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ billing_new_process_at: null, excluded_from_cash_recovery_at: null });
  });

  it('answers 404 for an unknown or deleted organisation and 400 for a bad body', async () => {
    expect((await migrate(full, { organisation_id: 99999999 })).statusCode).toBe(404);
    expect((await exclude(full, 99999999)).statusCode).toBe(404);
    expect((await migrate(full, { organisation_id: 'x' })).json().error).toBe('validation_failed');
    expect((await migrate(full, {})).statusCode).toBe(400);
    const org = await buildOrganisation(t.db);
    expect((await call(t.app, full, { method: 'DELETE', url: `${URL}/${org.id}` })).statusCode).toBe(204);
    expect((await migrate(full, { organisation_id: org.id })).statusCode).toBe(404);
  });
});
