import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryWebhookBody } from '../../src/contracts/emails.js';
import { emailPeople, storeMessage } from './support/emails.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/services/emails/webhooks/delivery';
const WEBHOOK_TOKEN = 'whk_test_0123456789abcdefghijklmnop';

type Event = DeliveryWebhookBody['events'][number];

describe.each(databases())('delivery webhook on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let people: Awaited<ReturnType<typeof emailPeople>>;
  let clock = Date.parse('2026-11-20T10:00:00.000Z');
  /** a later instant at each call */
  const next = () => new Date((clock += 60_000)).toISOString();

  const post = (events: Event[], token: string | null = WEBHOOK_TOKEN) =>
    t.app.inject({ method: 'POST', url: URL, payload: { events }, headers: token === null ? {} : { authorization: `Bearer ${token}` } });
  const history = (id: number) => t.db.selectFrom('outbox_status_events').select(['status', 'detail', 'created_at']).where('message_id', '=', id).orderBy('id').execute();
  const statusOf = async (id: number) => (await t.db.selectFrom('outbox_messages').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const blacklisted = async (email: string) => (await call(t.app, admin, { url: `/super_admin/api/blacklist?email=${encodeURIComponent(email)}` })).json().blacklisted as boolean;
  const delivered = (to: string, extra: Partial<Parameters<typeof storeMessage>[1]> = {}) =>
    storeMessage(t.db, { to: [to], userId: people.userIds[0], organisationId: people.organisationId, shopId: people.shopIds[0], createdAt: '2026-11-20T09:00:00.000Z', ...extra });
  const state = async () => ({
    history: Number((await t.db.selectFrom('outbox_status_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    blacklist: Number((await t.db.selectFrom('blacklist_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    audits: Number((await t.db.selectFrom('audit_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
    statuses: (await t.db.selectFrom('outbox_messages').select('status').orderBy('id').execute()).map((r) => r.status).join(),
  });

  beforeAll(async () => {
    ({ t, tokens: [admin] } = await signedInApp(kind, ['fullAdmin'], { config: { emailRepository: { webhookToken: WEBHOOK_TOKEN, contentLinkTtl: 300 } } }));
    people = await emailPeople(t.db, 'Webhook Bistro', 1, (shops) => [{ email: 'ada.bounce@client.example', shops }]);
  });
  afterAll(() => t?.close());

  it('records openings (the first one, then known ones) and clicks in the history; the message takes the latest status', async () => {
    const id = await delivered('reader@client.example');
    const [first, second, click] = [next(), next(), next()];
    const response = await post([
      { message_id: id, event: 'opened', email: 'Reader@Client.example', at: first },
      { message_id: id, event: 'clicked', email: 'reader@client.example', at: click, detail: 'https://app.example/planning' },
      { message_id: id, event: 'opened', email: 'reader@client.example', at: second },
    ]);
    expect([response.statusCode, response.json()]).toEqual([200, { recorded: 3, duplicates: 0, blacklisted: [] }]);
    expect((await history(id)).slice(3)).toEqual([
      { status: 'EMAIL_FIRST_OPENING', detail: 'Reader@Client.example', created_at: first },
      { status: 'EMAIL_KNOWN_OPEN', detail: 'reader@client.example', created_at: second },
      { status: 'EMAIL_CLICKED', detail: 'reader@client.example: https://app.example/planning', created_at: click },
    ]);
    expect(await statusOf(id)).toBe('EMAIL_CLICKED');
    const again = await post([{ message_id: id, event: 'opened', email: 'reader@client.example', at: next() }]);
    expect(again.json().recorded).toBe(1);
    expect((await history(id)).at(-1)!.status).toBe('EMAIL_KNOWN_OPEN');
    expect(await statusOf(id)).toBe('EMAIL_KNOWN_OPEN');
  });

  it('ignores a retried call (same events, same instants) and an older event does not take the status back', async () => {
    const id = await delivered('retry@client.example');
    const [opened, deferred] = [next(), next()];
    const events: Event[] = [
      { message_id: id, event: 'deferred', email: 'retry@client.example', at: deferred, detail: '421 try later' },
      { message_id: id, event: 'opened', email: 'retry@client.example', at: opened },
    ];
    expect((await post(events)).json()).toEqual({ recorded: 2, duplicates: 0, blacklisted: [] });
    const before = await history(id);
    expect((await post(events)).json()).toEqual({ recorded: 0, duplicates: 2, blacklisted: [] });
    expect(await history(id)).toEqual(before);
    expect(await statusOf(id)).toBe('EMAIL_DEFERRED');
    const late = await post([{ message_id: id, event: 'soft_bounce', email: 'retry@client.example', at: new Date(Date.parse(opened) - 1000).toISOString(), detail: 'mailbox full' }]);
    expect(late.json().recorded).toBe(1);
    expect(await statusOf(id)).toBe('EMAIL_DEFERRED');
    expect((await history(id)).map((row) => row.status)).toContain('EMAIL_SOFT_BOUNCE');
  });

  it('a hard bounce and a spam report blacklist the address, filed in the user\'s history; the un-blacklist route lifts it', async () => {
    const bounced = await delivered('ada.bounce@client.example');
    const spammed = await delivered('complainer@client.example', { userId: null });
    const unsubscribed = await delivered('leaver@client.example');
    expect(await blacklisted('ada.bounce@client.example')).toBe(false);
    const response = await post([
      { message_id: bounced, event: 'hard_bounce', email: 'ada.bounce@client.example', at: next(), detail: '550 5.1.1 user unknown' },
      { message_id: spammed, event: 'spam', email: 'complainer@client.example', at: next() },
      { message_id: unsubscribed, event: 'unsubscribed', email: 'leaver@client.example', at: next() },
    ]);
    expect(response.json()).toEqual({ recorded: 3, duplicates: 0, blacklisted: ['ada.bounce@client.example', 'complainer@client.example'] });
    expect([await statusOf(bounced), await statusOf(spammed), await statusOf(unsubscribed)]).toEqual(['EMAIL_HARD_BOUNCE', 'EMAIL_SPAM', 'EMAIL_UNSUBSCRIBED']);
    expect(await blacklisted('ada.bounce@client.example')).toBe(true);
    expect(await blacklisted('complainer@client.example')).toBe(true);
    expect(await blacklisted('leaver@client.example')).toBe(false);

    const items = (await call(t.app, admin, { url: `/super_admin/api/users/${people.userIds[0]}/action_history_items` })).json().action_history_items;
    expect(items[0]).toMatchObject({ action_type_category: 'blacklist', action: 'blacklist.add', actor: 'email-provider' });
    const entry = await t.db.selectFrom('blacklist_entries').select('reason').where('value', '=', 'ada.bounce@client.example').executeTakeFirstOrThrow();
    expect(entry.reason).toBe('hard bounce: 550 5.1.1 user unknown');

    const lifted = await call(t.app, admin, { method: 'DELETE', url: '/super_admin/api/blacklist', payload: { email: 'ada.bounce@client.example', user_id: people.userIds[0] } });
    expect(lifted.statusCode).toBe(200);
    expect(await blacklisted('ada.bounce@client.example')).toBe(false);
  });

  it('refuses a call without the provider token or with a wrong one (401), before validating the body', async () => {
    const id = await delivered('guarded@client.example');
    const before = await state();
    const event: Event = { message_id: id, event: 'hard_bounce', email: 'guarded@client.example', at: next() };
    for (const token of [null, 'wrong-token-0123456789abcdefghij', `${WEBHOOK_TOKEN}x`, admin]) {
      const response = await post([event], token);
      expect([response.statusCode, response.json().error], String(token)).toEqual([401, 'unauthorized']);
    }
    const invalid = await t.app.inject({ method: 'POST', url: URL, payload: { events: [{ message_id: 'x' }] } });
    expect([invalid.statusCode, invalid.json().error]).toEqual([401, 'unauthorized']);
    expect(await state()).toEqual(before);
  });

  it('refuses the whole call when an event names an unknown message, an SMS, another recipient or an e-mail not delivered yet; nothing written', async () => {
    const ok = await delivered('fine@client.example');
    const sms = await storeMessage(t.db, { channel: 'sms', to: ['+33600000009'], createdAt: '2026-11-20T09:00:00.000Z' });
    const queued = await delivered('queued@client.example', { steps: [] });
    const valid: Event = { message_id: ok, event: 'hard_bounce', email: 'fine@client.example', at: next() };
    const before = await state();
    const cases: [Event[], number, string, string[]][] = [
      [[valid, { ...valid, message_id: 999_999 }, { ...valid, message_id: sms }], 422, 'unknown_messages', ['events.1.message_id', 'events.2.message_id']],
      [[valid, { ...valid, email: 'stranger@client.example' }], 422, 'unknown_recipient', ['events.1.email']],
      [[valid, { message_id: queued, event: 'opened', email: 'queued@client.example', at: next() }], 409, 'not_delivered_yet', ['events.1.message_id']],
    ];
    for (const [events, status, error, paths] of cases) {
      const response = await post(events);
      expect([response.statusCode, response.json().error]).toEqual([status, error]);
      expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(paths);
    }
    const invalid = await post([{ ...valid, event: 'bounced' as Event['event'] }]);
    expect(invalid.statusCode).toBe(400);
    expect(await state()).toEqual(before);
    expect(await blacklisted('fine@client.example')).toBe(false);
  });
});
