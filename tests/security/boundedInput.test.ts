import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_DEEP } from '../../server/db/storedJson.js';
import { INPUT_BOUNDS } from '../../server/http/inputBounds.js';
import { databases, type TestApp } from '../api/support/testApp.js';
import { createProbeAdmin, createSecurityApp } from './support/actors.js';
import { countChanges, dbState, type DbState } from './support/dbState.js';
import { allRoutes, PathFiller } from './support/routes.js';

/**
 * Issue 13, "Bounded input" and "One stored value can break the audit trail": every JSON body is
 * bounded (depth, array sizes, string lengths, size) before its schema is checked, error answers
 * are capped, nothing is answered 5xx, and the readers survive whatever JSON a row holds.
 */
const LAW_URL = '/services/labour-laws/labour_law';
const JSON_TYPE = { 'content-type': 'application/json' };

/** JSON text of `{"a":{"a":…1…}}`, `depth` objects deep, built as text (JSON.stringify would overflow). */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const law = (overrides: Record<string, unknown> = {}) => ({
  country: 'fr',
  scope: 'agreement',
  key: 'fr_bounded',
  alerts: ['daily_hours_worked'],
  absencesWithOwedMeal: ['paid_leave'],
  rules: { max_daily_hours: 10 },
  ...overrides,
});
/** A law body whose rules.contract_data is the given JSON text. */
const lawWithContractData = (json: string) => JSON.stringify(law({ rules: { max_daily_hours: 10, contract_data: '@' } })).replace('"@"', json);

describe.each(databases())('bounded input on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let state: DbState;
  beforeAll(async () => {
    t = await createSecurityApp(kind);
    token = (await createProbeAdmin(t)).token;
    state = await dbState(t.handle);
  });
  afterAll(() => t?.close());

  const send = (options: InjectOptions) => t.app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...(options.headers as object) } });
  const putLaw = (payload: string) => send({ method: 'PUT', url: LAW_URL, headers: JSON_TYPE, payload });

  it('refuses labour-law rules nested thousands of levels deep with 400, before validation, storing nothing', async () => {
    const before = await state.counts();
    for (const depth of [INPUT_BOUNDS.depth, 3_000, 10_000, 40_000]) {
      const response = await putLaw(lawWithContractData(deepObject(depth)));
      expect(response.statusCode, `${depth} deep: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'validation_failed',
        details: [{ path: expect.stringMatching(/^rules\.contract_data(\.a)+$/), message: `must not be nested more than ${INPUT_BOUNDS.depth} levels deep` }],
      });
    }
    expect(countChanges(before, await state.counts())).toEqual([]);
    // within the bound, the same rule is taken
    const accepted = await putLaw(lawWithContractData(deepObject(INPUT_BOUNDS.depth - 4)));
    expect(accepted.statusCode, accepted.body.slice(0, 200)).toBe(201);
  });

  it('answers unknown alerts by the hundred thousand with a 4xx smaller than the request, never a 500', async () => {
    for (const count of [100_000, 200_000]) {
      const payload = JSON.stringify(law({ key: 'fr_many_alerts', alerts: Array.from({ length: count }, (_, i) => `unknown_alert_${i}`) }));
      const response = await putLaw(payload);
      expect(response.statusCode, `${count} alerts`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${count} alerts`).toBeLessThan(500);
      expect(response.body.length).toBeLessThan(2_000);
    }
  });

  it('lists at most 20 problems then a count, however many the body has', async () => {
    // each alert is refused by the law's own validation (unknown type), within the schema's bounds
    const alerts = Array.from({ length: 100 }, (_, i) => `not_an_alert_type_${String(i).padStart(3, '0')}_${'x'.repeat(60)}`);
    const payload = JSON.stringify(law({ key: 'fr_unknown_alerts', alerts }));
    const response = await putLaw(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.details).toHaveLength(21);
    expect(body.details[20]).toEqual({ path: 'request', message: 'and 80 more problems' });
    expect(body.message.length).toBeLessThanOrEqual(500);
    expect(response.body.length).toBeLessThan(payload.length);

    // another route, refused by its schema: 150 empty addresses
    const empty = Array.from({ length: 150 }, () => ({ email: '', super_admin: true }));
    const refused = await send({ method: 'PATCH', url: '/super_admin/api/users/bulk', payload: { users: empty } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toHaveLength(21);
    expect(refused.json().details[20]).toEqual({ path: 'body', message: 'and 130 more problems' });
    // and by its business rule: 150 addresses outside the company domain
    const outside = Array.from({ length: 150 }, (_, i) => ({ email: `someone.${i}@elsewhere.example`, super_admin: true }));
    const ruled = await send({ method: 'PATCH', url: '/super_admin/api/users/bulk', payload: { users: outside } });
    expect(ruled.statusCode).toBe(422);
    expect(ruled.json().details).toHaveLength(21);
    expect(ruled.json().details[20]).toEqual({ path: 'request', message: 'and 130 more problems' });
  });

  it('refuses a body out of bounds on every route that takes one, with 400 (or 413 for its size) and nothing changed', async () => {
    const filler = await PathFiller.create(t.handle);
    const outOfBounds: Record<string, string> = {
      'nested 40 levels deep': JSON.stringify({ value: JSON.parse(deepArray(39)) }),
      'nested 10,000 levels deep': `{"value":${deepArray(10_000)}}`,
      'an array of 10,001 items': JSON.stringify({ value: new Array(INPUT_BOUNDS.arrayItems + 1).fill(0) }),
      'an object of 1,001 properties': JSON.stringify({ value: Object.fromEntries(Array.from({ length: INPUT_BOUNDS.objectKeys + 1 }, (_, i) => [`k${i}`, i])) }),
      'a string of 100,001 characters': JSON.stringify({ value: 'x'.repeat(INPUT_BOUNDS.stringLength + 1) }),
    };
    const routes = allRoutes(t.app).filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
    expect(routes.map((route) => route.key)).toEqual(expect.arrayContaining(['PUT /services/labour-laws/labour_law', 'POST /v3/auth/sign_in']));
    const failures: string[] = [];
    for (const route of routes) {
      const params = await filler.params(route.url);
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
      for (const [label, payload] of Object.entries(outOfBounds)) {
        const before = await state.counts();
        const response = await send({ method: route.method as InjectOptions['method'], url, headers: JSON_TYPE, payload });
        const changes = countChanges(before, await state.counts());
        const refused =
          (response.statusCode === 400 && response.json().error === 'validation_failed') ||
          (response.statusCode === 413 && payload.length > 16_384);
        if (!refused || changes.length > 0) failures.push(`${route.key} [${label}]: ${response.statusCode} ${response.body.slice(0, 120)} ${changes.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads back any stored JSON: the audit trail and the labour laws answer 200 after a deep value is stored', async () => {
    const depth = 100_000;
    await t.db
      .insertInto('audit_events')
      .values({ action: 'probe.deep', entity_type: 'probe', entity_id: 'deep', before: deepArray(depth), after: deepObject(depth), created_at: new Date().toISOString() })
      .execute();
    await t.db
      .insertInto('audit_events')
      .values({ action: 'probe.malformed', entity_type: 'probe', entity_id: 'malformed', after: '{"not": json', created_at: new Date().toISOString() })
      .execute();
    await t.db
      .updateTable('labour_laws')
      .set({ rules: `{"max_daily_hours":11,"contract_data":${deepObject(depth)}}`, alerts: deepArray(depth) })
      .where('key', '=', 'fr_hcr')
      .execute();
    await t.db.updateTable('feature_flags').set({ languages: deepArray(depth) }).execute();
    await t.db.updateTable('feature_flags_dev').set({ canary_release_ids: deepArray(depth) }).execute();

    const audit = await send({ url: '/super_admin/api/audit_events', query: { entity_type: 'probe' } });
    expect(audit.statusCode, audit.body.slice(0, 200)).toBe(200);
    const events = audit.json().audit_events as { entity_id: string; before: unknown; after: unknown }[];
    expect(events.find((event) => event.entity_id === 'malformed')?.after).toBeNull();
    const deep = events.find((event) => event.entity_id === 'deep')!;
    expect(JSON.stringify(deep.after)).toContain(JSON.stringify(TOO_DEEP));
    expect(JSON.stringify(deep.before)).toContain(JSON.stringify(TOO_DEEP));
    expect((await send({ url: '/super_admin/api/audit_events' })).statusCode).toBe(200);

    const list = await send({ url: '/services/labour-laws/labour_laws', query: { country: 'fr' } });
    expect(list.statusCode, list.body.slice(0, 200)).toBe(200);
    const hcr = list.json().labour_laws.find((row: { key: string }) => row.key === 'fr_hcr');
    expect(hcr).toMatchObject({ alerts: [], rules: { max_daily_hours: 11 } });
    const one = await send({ url: LAW_URL, query: { country: 'fr', scope: 'agreement', key: 'fr_hcr' } });
    expect(one.statusCode, one.body.slice(0, 200)).toBe(200);

    expect((await send({ url: '/super_admin/api/feature_flags' })).statusCode).toBe(200);
    expect((await send({ url: '/super_admin/api/current_user' })).statusCode).toBe(200);
  });
});
