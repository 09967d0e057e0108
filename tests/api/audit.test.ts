import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../server/audit/audit.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/super_admin/api/audit_events';

describe.each(databases())('audit events on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['fullAdmin']));
    for (let i = 1; i <= 5; i++) {
      await writeAudit(t.db, {
        actor: { id: 424_242, email: 'tester@planora.example' },
        action: 'widget.update',
        entityType: 'widget',
        entityId: i % 2 === 0 ? 'even' : 'odd',
        before: { n: i - 1 },
        after: { n: i },
        requestId: `req-${i}`,
      });
    }
  });
  afterAll(() => t?.close());

  const list = (query: string) => call(t.app, token, { url: `${URL}?${query}` });

  it('lists events newest first with parsed before/after', async () => {
    const body = (await list('entity_type=widget')).json();
    expect(body.audit_events.map((e: { after: { n: number } }) => e.after.n)).toEqual([5, 4, 3, 2, 1]);
    expect(body.audit_events[0]).toMatchObject({ actor_id: 424_242, action: 'widget.update', before: { n: 4 }, request_id: 'req-5' });
    expect(body.next_cursor).toBeNull();
  });

  it('pages with the cursor', async () => {
    const first = (await list('entity_type=widget&limit=2')).json();
    expect(first.audit_events).toHaveLength(2);
    const second = (await list(`entity_type=widget&limit=2&cursor=${first.next_cursor}`)).json();
    const third = (await list(`entity_type=widget&limit=2&cursor=${second.next_cursor}`)).json();
    const seen = [first, second, third].flatMap((page) => page.audit_events.map((e: { after: { n: number } }) => e.after.n));
    expect(seen).toEqual([5, 4, 3, 2, 1]);
    expect(third.next_cursor).toBeNull();
  });

  it('filters by entity, actor and time', async () => {
    expect((await list('entity_type=widget&entity_id=even')).json().audit_events).toHaveLength(2);
    expect((await list('actor_id=424242')).json().audit_events).toHaveLength(5);
    expect((await list('entity_type=widget&since=2000-01-01')).json().audit_events).toHaveLength(5);
    expect((await list('entity_type=widget&until=2000-01-01')).json().audit_events).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`entity_type=widget&until=${today}`)).json().audit_events).toHaveLength(5);
  });

  it('validates the query', async () => {
    for (const query of ['limit=0', 'limit=201', 'since=yesterday', 'cursor=abc']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('validation_failed');
    }
  });

  it('is for super admins only', async () => {
    const customer = await t.signInAs('customer');
    expect((await call(t.app, customer.token, { url: URL })).statusCode).toBe(403);
    expect((await call(t.app, null, { url: URL })).statusCode).toBe(401);
  });
});
