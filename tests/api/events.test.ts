import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventItem, EventsPage } from '../../src/contracts/events.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { call } from './support/http.js';
import { buildOrganisation, type BuiltOrganisation } from './support/organisationRecord.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const EVENTS = '/services/events/events';
const INGEST = '/services/events/ingest';
const INGEST_TOKEN = 'evt_0123456789abcdefghijklmnopqrstuv';
const WEBHOOK_TOKEN = 'whk_0123456789abcdefghijklmnopqrstuv';

describe.each(databases())('events service on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let org: BuiltOrganisation;
  let other: BuiltOrganisation;
  let serial = 0;

  const list = (query: Record<string, string | number>) =>
    call(t.app, token, { url: EVENTS, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const page = async (query: Record<string, string | number>): Promise<EventsPage> => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** every event of a query, following the cursors */
  const walk = async (query: Record<string, string | number>) => {
    const all: EventItem[] = [];
    let cursor: string | null = null;
    do {
      const answer: EventsPage = await page({ ...query, ...(cursor ? { cursor } : {}) });
      all.push(...answer.data);
      cursor = answer.next;
    } while (cursor);
    return all;
  };
  const ingest = (events: object[], bearer: string | null = INGEST_TOKEN) =>
    t.app.inject({ method: 'POST', url: INGEST, payload: { events }, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  const storedCount = async () => Number((await t.db.selectFrom('service_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 8, minute)).toISOString();
  const mainAppEvent = (values: Record<string, unknown>) => ({ external_id: `ext-${kind}-${++serial}`, occurred_at: at(0), subtype: 'SHIFT_CREATED_DAY', ...values });

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['restrictedAdmin'], { config: { eventsService: { ingestToken: INGEST_TOKEN }, emailRepository: { webhookToken: WEBHOOK_TOKEN, contentLinkTtl: 300 } } }));
    org = await buildOrganisation(t.db);
    other = await buildOrganisation(t.db);
  });
  afterAll(() => t?.close());

  describe('ingestion', () => {
    it('stores the main application’s events, fills in the shop’s organisation and ignores a second push of the same id', async () => {
      const events = Array.from({ length: 45 }, (_, i) =>
        mainAppEvent({ occurred_at: at(i % 30), shop_id: org.shopId, user_id: i % 2 ? org.adminId : org.plannerId, context: { user_target_name: 'Chloé Planner', date: '2026-11-20' } }),
      );
      const first = await ingest(events);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ ingested: 45, duplicates: 0 });
      const again = await ingest(events.slice(0, 5));
      expect(again.json()).toEqual({ ingested: 0, duplicates: 5 });
      const audits = await t.db.selectFrom('audit_events').select(['actor_email', 'after']).where('action', '=', 'events.ingest').orderBy('id').execute();
      expect(audits.slice(-2).map((row) => [row.actor_email, JSON.parse(row.after!)])).toEqual([
        ['main_app', { ingested: 45, duplicates: 0 }],
        ['main_app', { ingested: 0, duplicates: 5 }],
      ]);

      const shopEvents = await walk({ shop_id: org.shopId, limit: 7 });
      expect(shopEvents).toHaveLength(45);
      expect(new Set(shopEvents.map((e) => e.id)).size).toBe(45);
      const organisationEvents = await walk({ organisation_id: org.id, limit: 40, subtypes: 'SHIFT_CREATED_DAY' });
      expect(organisationEvents).toHaveLength(45);
      expect(organisationEvents[0]).toMatchObject({ source: 'main_app', type: 'planning', subtype: 'SHIFT_CREATED_DAY', organisationId: org.id, shopId: org.shopId });
      expect(organisationEvents[0].shopName).toMatch(/^Record shop /);
      expect(organisationEvents[0].context).toEqual({ user_target_name: 'Chloé Planner', date: '2026-11-20' });
    });

    it('refuses the whole call, storing nothing: no token or a wrong one (401), an unknown subtype, an unknown shop, a shop of another organisation (422), bad bodies (400)', async () => {
      const before = await storedCount();
      expect((await ingest([mainAppEvent({})], null)).statusCode).toBe(401);
      expect((await ingest([mainAppEvent({})], 'evt_wrong-token-0123456789abcdefghij')).statusCode).toBe(401);
      const unknownSubtype = await ingest([mainAppEvent({}), mainAppEvent({ subtype: 'NOT_A_SUBTYPE' })]);
      expect(unknownSubtype.statusCode).toBe(422);
      expect(unknownSubtype.json()).toMatchObject({ error: 'unknown_subtype', details: [{ path: 'events/1' }] });
      expect((await ingest([mainAppEvent({ shop_id: 999_999_999 })])).json().error).toBe('unknown_shop');
      expect((await ingest([mainAppEvent({ shop_id: org.shopId, organisation_id: other.id })])).json().error).toBe('shop_of_another_organisation');
      for (const body of [[], [{ ...mainAppEvent({}), occurred_at: 'yesterday' }], [{ ...mainAppEvent({}), external_id: '' }], Array.from({ length: 1001 }, () => mainAppEvent({}))]) {
        expect((await ingest(body)).statusCode).toBe(400);
      }
      expect(await storedCount()).toBe(before);
    });
  });

  describe('listing', () => {
    it('pages with a cursor in both orders, every event once, newest or oldest first', async () => {
      const built = await buildOrganisation(t.db);
      // 30 events, two at each instant: the id breaks the ties
      await ingest(Array.from({ length: 30 }, (_, i) => mainAppEvent({ occurred_at: at(Math.floor(i / 2)), shop_id: built.shopId, context: { n: i } })));
      const desc = await walk({ shop_id: built.shopId, limit: 4 });
      const asc = await walk({ shop_id: built.shopId, limit: 4, order: 'asc' });
      expect(desc.map((e) => e.context.n)).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
      expect(asc.map((e) => e.id)).toEqual([...desc].reverse().map((e) => e.id));
      // a range's pages hold its events only, both ways (two events a minute: minutes 3 to 10 are events 6 to 21)
      const inRange = Array.from({ length: 16 }, (_, i) => 21 - i);
      expect((await walk({ shop_id: built.shopId, limit: 3, from: at(3), to: at(10) })).map((e) => e.context.n)).toEqual(inRange);
      expect((await walk({ shop_id: built.shopId, limit: 3, from: at(3), to: at(10), order: 'asc' })).map((e) => e.context.n)).toEqual([...inRange].reverse());
      const first = await page({ shop_id: built.shopId });
      expect(first.data).toHaveLength(30);
      expect(first.next).toBeNull();
    });

    it('filters by subtypes, users and an inclusive time range', async () => {
      const built = await buildOrganisation(t.db);
      await ingest([
        mainAppEvent({ occurred_at: at(1), shop_id: built.shopId, user_id: built.adminId, subtype: 'PLANNING_PUBLISHED' }),
        mainAppEvent({ occurred_at: at(2), shop_id: built.shopId, user_id: built.plannerId, subtype: 'ABSENCE_CREATED' }),
        mainAppEvent({ occurred_at: at(3), shop_id: built.shopId, user_id: built.plannerId, subtype: 'PLANNING_PUBLISHED' }),
      ]);
      const subtypes = (query: Record<string, string | number>) => page({ shop_id: built.shopId, ...query }).then((p) => p.data.map((e) => e.subtype));
      expect(await subtypes({ subtypes: 'PLANNING_PUBLISHED' })).toEqual(['PLANNING_PUBLISHED', 'PLANNING_PUBLISHED']);
      expect(await subtypes({ user_ids: String(built.plannerId) })).toEqual(['PLANNING_PUBLISHED', 'ABSENCE_CREATED']);
      expect(await subtypes({ subtypes: 'PLANNING_PUBLISHED,ABSENCE_CREATED', user_ids: `${built.adminId}` })).toEqual(['PLANNING_PUBLISHED']);
      expect(await subtypes({ from: at(2), to: at(3) })).toEqual(['PLANNING_PUBLISHED', 'ABSENCE_CREATED']);
      const named = (await page({ shop_id: built.shopId, user_ids: `${built.adminId}` })).data[0];
      expect(named.userName).toBe('Alice Admin');
      expect((await page({ user_id: built.plannerId })).data).toHaveLength(2);
    });

    it('refuses a bad query: no scope or two (400), unknown scope (404), unknown subtype, bad cursor or cursor of another query (400), inverted range (422)', async () => {
      expect((await list({})).json().error).toBe('invalid_scope');
      expect((await list({ shop_id: org.shopId, organisation_id: org.id })).json().error).toBe('invalid_scope');
      expect((await list({ shop_id: 999_999_999 })).statusCode).toBe(404);
      expect((await list({ cluster_node_id: 999_999_999 })).statusCode).toBe(404);
      expect((await list({ shop_id: org.shopId, subtypes: 'NOPE' })).json().error).toBe('unknown_subtype');
      expect((await list({ shop_id: org.shopId, user_ids: '1,abc' })).statusCode).toBe(400);
      expect((await list({ shop_id: org.shopId, limit: 0 })).statusCode).toBe(400);
      expect((await list({ shop_id: org.shopId, cursor: 'garbage' })).json().error).toBe('invalid_cursor');
      const { next } = await page({ shop_id: org.shopId, limit: 2 });
      expect(next).not.toBeNull();
      expect((await list({ shop_id: org.shopId, limit: 2, order: 'asc', cursor: next! })).json().error).toBe('invalid_cursor');
      expect((await list({ shop_id: org.shopId, from: at(5), to: at(1) })).statusCode).toBe(422);
      expect((await call(t.app, null, { url: EVENTS, query: { shop_id: String(org.shopId) } })).statusCode).toBe(401);
    });

    it('lists a branch of an establishment tree as its shops, its root as the organisation', async () => {
      const built = await buildOrganisation(t.db);
      const now = new Date().toISOString();
      const secondShop = (await t.db.insertInto('shops').values({ organisation_id: built.id, name: 'Branch shop', created_at: now, updated_at: now } as never).returning('id').executeTakeFirstOrThrow()).id;
      const root = (await t.db.insertInto('cluster_nodes').values({ organisation_id: built.id, parent_id: null, shop_id: null, name: 'Root', ancestry: null }).returning('id').executeTakeFirstOrThrow()).id;
      const region = (await t.db.insertInto('cluster_nodes').values({ organisation_id: built.id, parent_id: root, shop_id: null, name: 'Region', ancestry: `${root}` }).returning('id').executeTakeFirstOrThrow()).id;
      await t.db.insertInto('cluster_nodes').values({ organisation_id: built.id, parent_id: region, shop_id: secondShop, name: 'Branch shop', ancestry: `${root}/${region}` }).execute();
      await ingest([mainAppEvent({ shop_id: built.shopId }), mainAppEvent({ shop_id: secondShop, subtype: 'DAY_VALIDATED' })]);
      expect((await page({ cluster_node_id: region })).data.map((e) => e.subtype)).toEqual(['DAY_VALIDATED']);
      expect((await page({ cluster_node_id: root })).data).toHaveLength(2);
    });

    it('answers the subtypes by category', async () => {
      const response = await call(t.app, token, { url: '/services/events/subtypes' });
      expect(response.json().types.planning).toContain('SHIFT_CREATED_DAY');
      expect(response.json().types.emails).toContain('EMAIL_DELIVERED');
    });
  });

  describe('events of the console and the outbox', () => {
    it('a module toggled on a shop is in the shop’s history, by the staff member who did it, with the module', async () => {
      const built = await buildOrganisation(t.db);
      const response = await call(t.app, token, { method: 'PATCH', url: `/super_admin/api/billing_automation/shops/${built.shopId}`, payload: { id: built.shopId, options: ['Badgeuse'] } });
      expect(response.statusCode, response.body).toBe(200);
      const [event] = (await page({ shop_id: built.shopId })).data;
      expect(event).toMatchObject({ source: 'console', type: 'back_office', subtype: 'MODULE_ACTIVATED', organisationId: built.id, shopId: built.shopId, context: { module: 'time_clock' } });
      expect(event.userName).toBeTruthy();
      // a refused toggle (bad input) records nothing
      const before = await storedCount();
      expect((await call(t.app, token, { method: 'PATCH', url: `/super_admin/api/billing_automation/shops/${built.shopId}`, payload: { id: built.shopId, options: ['Nope'] } })).statusCode).toBe(400);
      expect(await storedCount()).toBe(before);
    });

    it('an impersonation names the target and the staff member in impersonatedBy', async () => {
      const built = await buildOrganisation(t.db);
      const full = await t.tokenOf('fullAdmin');
      expect((await call(t.app, full, { url: '/v3/users/sessions/impersonate', query: { user_id: String(built.plannerId) } })).statusCode).toBe(200);
      const [event] = (await page({ organisation_id: built.id, subtypes: 'USER_IMPERSONATED' })).data;
      expect(event).toMatchObject({ shopId: built.shopId, impersonatedBy: DEMO_ACCOUNTS.fullAdmin.email, context: { user_target_id: built.plannerId, user_target_name: 'Chloé Planner' } });
    });

    it('an e-mail’s status changes are its recipient’s events, with the message id', async () => {
      const built = await buildOrganisation(t.db);
      const sent = await call(t.app, token, { method: 'POST', url: '/services/emails/test_email', payload: { recipient: 'someone@client.example', lang: 'FR', employeeId: built.plannerId } });
      expect(sent.statusCode, sent.body).toBe(201);
      const created = (await page({ user_id: built.plannerId, subtypes: 'EMAIL_CREATED' })).data;
      expect(created).toHaveLength(1);
      expect(created[0]).toMatchObject({ source: 'outbox', type: 'emails', emailId: sent.json().id, context: { receiver_email: 'someone@client.example' } });

      // the worker's delivery, then the provider's hard bounce (the delivery webhook), each an event of that e-mail
      const id: number = sent.json().id;
      await vi.waitFor(
        async () => {
          const { status } = await t.db.selectFrom('outbox_messages').select('status').where('id', '=', id).executeTakeFirstOrThrow();
          if (status !== 'EMAIL_DELIVERED_LOCALLY') throw new Error(`still ${status}`);
        },
        { timeout: 15_000, interval: 50 },
      );
      const bounce = await t.app.inject({
        method: 'POST',
        url: '/services/emails/webhooks/delivery',
        headers: { authorization: `Bearer ${WEBHOOK_TOKEN}` },
        payload: { events: [{ message_id: id, event: 'hard_bounce', email: 'someone@client.example', at: new Date().toISOString(), detail: '550 no such user' }] },
      });
      expect(bounce.statusCode, bounce.body).toBe(200);
      const history = (await page({ user_id: built.plannerId, order: 'asc' })).data.filter((e) => e.emailId === id);
      expect(history.map((e) => e.subtype)).toEqual(['EMAIL_CREATED', 'EMAIL_DELIVERED_LOCALLY', 'EMAIL_HARD_BOUNCE']);
      expect(history[2].errorMessage).toBe('550 no such user');
    });
  });
});
