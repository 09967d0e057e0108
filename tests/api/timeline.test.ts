import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineItem } from '../../src/contracts/timeline.js';
import { recordEvents, type NewServiceEvent } from '../../server/services/events/record.js';
import { insertCharge } from './support/charges.js';
import { call } from './support/http.js';
import { buildOrganisation, type BuiltOrganisation } from './support/organisationRecord.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

describe.each(databases())('organisation timeline on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let storeEvents: (events: NewServiceEvent[]) => Promise<unknown>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // no permission flag: the least-privileged demo admin reads it
    token = await t.tokenOf('restrictedAdmin');
    storeEvents = (events) => t.db.transaction().execute((trx) => recordEvents(trx, events));
  });
  afterAll(() => t?.close());

  const timeline = (id: number, query = '') => call(t.app, token, { url: `/super_admin/api/organisations/${id}/timeline${query ? `?${query}` : ''}` });

  const email = async (org: BuiltOrganisation | { id: number; shopId: number }, at: string, values: { subject?: string | null; channel?: string; status?: string } = {}) => {
    const channel = values.channel ?? 'email';
    const { id } = await t.db
      .insertInto('outbox_messages')
      .values({
        channel,
        kind: channel === 'sms' ? 'pin' : 'invitation',
        recipients: JSON.stringify([channel === 'sms' ? '+33611111111' : 'alice@client.example']),
        subject: values.subject === undefined ? `Subject ${at}` : values.subject,
        html: null,
        text: 'text',
        language: 'fr',
        organisation_id: org.id,
        shop_id: org.shopId,
        user_id: null,
        created_by_id: null,
        status: values.status ?? 'EMAIL_DELIVERED',
        last_error: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  };
  const job = async (jobKind: string, payload: object, at: string, values: { status?: string; error?: string | null } = {}) => {
    const { id } = await t.db
      .insertInto('jobs')
      .values({ kind: jobKind, status: values.status ?? 'succeeded', payload: JSON.stringify(payload), created_by_id: null, created_at: at, finished_at: at, error: values.error ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  };
  const auditRow = async (action: string, userId: number, at: string, actor = 'support@planora.example') => {
    const { id } = await t.db
      .insertInto('audit_events')
      .values({ actor_id: null, actor_email: actor, action, entity_type: 'user', entity_id: String(userId), before: null, after: JSON.stringify({ user_id: userId }), created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  };
  const eventsOf = async (organisationId: number) => (await timeline(organisationId, 'kinds=events')).json().items as TimelineItem[];
  const keys = (items: TimelineItem[]) => items.map((item) => `${item.kind}:${item.id}`);
  /**
   * What a new organisation's timeline holds before the test adds its rows (nothing today; events of its creation once
   * the events service records them): dated now, so after the test's rows of 2031.
   */
  const existing = async (organisationId: number) => (await timeline(organisationId, 'limit=200')).json().items as TimelineItem[];

  it("merges the organisation's e-mails, jobs, impersonations and events newest first, and nothing of another organisation", async () => {
    const org = await buildOrganisation(t.db);
    const other = await buildOrganisation(t.db);
    const before = keys(await existing(org.id));
    const T = (minute: number) => `2031-05-04T10:${String(minute).padStart(2, '0')}:00.000Z`;

    const firstEmail = await email(org, T(1), { subject: 'Invitation' });
    const sms = await email(org, T(3), { channel: 'sms', subject: null, status: 'SMS_DEFERRED' });
    const pin = await job('pin_send', { type: 'organisation', id: org.id, organisationId: org.id }, T(4), { status: 'failed', error: 'SMTP down' });
    const charge = await insertCharge(t.db, { shop_id: org.shopId, organisation_id: org.id, created_at: T(5) });
    const invoiceJob = await job('invoice_document', { chargeId: charge, resend: false }, T(5));
    const { id: requestId } = await t.db
      .insertInto('outbound_requests')
      .values({ service: 'billing_automation', action: 'delete', entity_type: 'shop', entity_id: org.shopId, status: 'sent', last_error: null, created_at: T(6), updated_at: T(6) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const outboundJob = await job('outbound_request_delivery', { requestId }, T(6));
    const impersonation = await auditRow('user.impersonate', org.plannerId, T(7));
    // the same instant as the impersonation: impersonations come first, then jobs, e-mails, events
    const tiedEmail = await email(org, T(7), { subject: 'Tie' });
    await storeEvents([
      { occurredAt: T(2), source: 'main_app', subtype: 'SHIFT_CREATED_DAY', organisationId: org.id, shopId: org.shopId, userId: org.adminId, context: { date: '2031-05-04' } },
      { occurredAt: T(7), source: 'console', subtype: 'ORGANISATION_UPDATED', organisationId: org.id, userId: null },
      // told by the e-mails and impersonations kinds
      { occurredAt: T(8), source: 'outbox', subtype: 'EMAIL_DELIVERED', organisationId: org.id, emailId: firstEmail },
      { occurredAt: T(8), source: 'console', subtype: 'USER_IMPERSONATED', organisationId: org.id, userId: org.plannerId },
      // another organisation's rows, and rows that are not about this organisation
      { occurredAt: T(9), source: 'main_app', subtype: 'SHIFT_CREATED_DAY', organisationId: other.id },
    ]);
    await email(other, T(9));
    await job('pin_send', { type: 'organisation', id: other.id, organisationId: other.id }, T(9));
    await job('outbox_delivery', { messageId: firstEmail }, T(9));
    await job('invoice_document', { chargeId: await insertCharge(t.db, { shop_id: other.shopId, organisation_id: other.id, created_at: T(9) }), resend: false }, T(9));
    await auditRow('user.impersonate', other.adminId, T(9));
    await auditRow('user.invite', org.adminId, T(9));

    const answer = await timeline(org.id);
    expect(answer.statusCode).toBe(200);
    const { items, next } = answer.json() as { items: TimelineItem[]; next: string | null };
    expect(next).toBeNull();
    const [updated, created] = (await eventsOf(org.id)).filter((item) => item.at.startsWith('2031')).map((item) => item.id);
    expect(keys(items)).toEqual([
      `impersonations:${impersonation}`,
      `emails:${tiedEmail}`,
      `events:${updated}`,
      `jobs:${outboundJob}`,
      `jobs:${invoiceJob}`,
      `jobs:${pin}`,
      `emails:${sms}`,
      `events:${created}`,
      `emails:${firstEmail}`,
      ...before,
    ]);
    expect(items[0]).toEqual({ kind: 'impersonations', id: String(impersonation), at: T(7), userId: org.plannerId, userName: 'Chloé Planner', staff: 'support@planora.example' });
    expect(items.find((item) => item.id === String(pin) && item.kind === 'jobs')).toEqual({
      kind: 'jobs',
      id: String(pin),
      at: T(4),
      job: 'pin_send',
      status: 'failed',
      progress: 0,
      total: 0,
      error: 'SMTP down',
      finishedAt: T(4),
      by: null,
    });
    expect(items.find((item) => item.id === String(sms) && item.kind === 'emails')).toEqual({
      kind: 'emails',
      id: String(sms),
      at: T(3),
      emailId: sms,
      channel: 'sms',
      template: 'pin',
      subject: null,
      to: ['+33611111111'],
      status: 'SMS_DEFERRED',
      statusColour: 'warning',
      shopId: org.shopId,
      userId: null,
    });
    expect(items.find((item) => item.kind === 'events' && item.id === created)).toMatchObject({
      kind: 'events',
      at: T(2),
      subtype: 'SHIFT_CREATED_DAY',
      source: 'main_app',
      shopId: org.shopId,
      shopName: expect.stringMatching(/^Record shop/),
      userId: org.adminId,
      userName: 'Alice Admin',
      emailId: null,
      context: { date: '2031-05-04' },
    });
  });

  it('keeps only the asked kinds', async () => {
    const org = await buildOrganisation(t.db);
    const before = await existing(org.id);
    const kindsBefore = (...kinds: string[]) => before.filter((item) => kinds.includes(item.kind));
    const mail = await email(org, '2031-06-01T08:00:00.000Z');
    const impersonation = await auditRow('user.impersonate', org.adminId, '2031-06-01T09:00:00.000Z');
    await job('pin_send', { organisationId: org.id }, '2031-06-01T10:00:00.000Z');
    await storeEvents([{ occurredAt: '2031-06-01T11:00:00.000Z', source: 'main_app', subtype: 'PLANNING_PUBLISHED', organisationId: org.id }]);

    const kinds = async (query: string) => (await timeline(org.id, query)).json().items.map((item: TimelineItem) => item.kind);
    expect(keys((await timeline(org.id, 'kinds=emails,impersonations')).json().items)).toEqual([
      `impersonations:${impersonation}`,
      `emails:${mail}`,
      ...keys(kindsBefore('emails', 'impersonations')),
    ]);
    expect(await kinds('kinds=jobs')).toEqual(['jobs', ...kindsBefore('jobs').map((item) => item.kind)]);
    expect(await kinds('kinds=events')).toEqual(['events', ...kindsBefore('events').map((item) => item.kind)]);
    expect(await kinds('')).toEqual(['events', 'jobs', 'impersonations', 'emails', ...before.map((item) => item.kind)]);
  });

  it('walks every item once, page after page, through ties of one instant across kinds (keyset cursor)', async () => {
    const org = await buildOrganisation(t.db);
    const before = (await existing(org.id)).length;
    const at = (n: number) => `2031-07-0${1 + (n % 3)}T12:00:00.000Z`;
    for (let n = 0; n < 7; n++) {
      await email(org, at(n));
      await job('pin_send', { organisationId: org.id }, at(n));
      await auditRow('user.impersonate', org.secondAdminId, at(n));
    }
    await storeEvents(Array.from({ length: 7 }, (_, n) => ({ occurredAt: at(n), source: 'main_app' as const, subtype: 'DAY_VALIDATED' as const, organisationId: org.id })));
    const all = (await timeline(org.id, 'limit=200')).json().items as TimelineItem[];
    expect(all).toHaveLength(28 + before);

    for (const limit of [1, 3, 5, 28 + before]) {
      const walked: TimelineItem[] = [];
      let before: string | null = null;
      let pages = 0;
      do {
        const query: string = `limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`;
        const page = (await timeline(org.id, query)).json() as { items: TimelineItem[]; next: string | null };
        expect(page.items.length).toBeLessThanOrEqual(limit);
        walked.push(...page.items);
        before = page.next;
        pages += 1;
      } while (before && pages < 100);
      expect(keys(walked)).toEqual(keys(all));
    }
    // a cursor taken with one filter serves another: the e-mails after the 10th item of all kinds
    const tenth = (await timeline(org.id, 'limit=10')).json().next as string;
    const emailsAfter = (await timeline(org.id, `kinds=emails&limit=200&before=${encodeURIComponent(tenth)}`)).json().items as TimelineItem[];
    expect(keys(emailsAfter)).toEqual(keys(all.slice(10).filter((item) => item.kind === 'emails')));
  });

  it('answers 404 for an unknown or deleted organisation', async () => {
    const unknown = await timeline(99_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
    const org = await buildOrganisation(t.db);
    await t.db.updateTable('organisations').set({ deleted_at: '2031-01-01T00:00:00.000Z' }).where('id', '=', org.id).execute();
    expect((await timeline(org.id)).statusCode).toBe(404);
  });

  it.each([
    ['a cursor that is not one', 'before=not-a-cursor', 'invalid_cursor'],
    ['a cursor naming an unknown kind', `before=${Buffer.from(JSON.stringify(['2031-01-01T00:00:00.000Z', 'shops', '1'])).toString('base64url')}`, 'invalid_cursor'],
    ['a cursor whose id is not a number', `before=${Buffer.from(JSON.stringify(['2031-01-01T00:00:00.000Z', 'emails', '1 or 1=1'])).toString('base64url')}`, 'invalid_cursor'],
    ['an unknown kind', 'kinds=emails,shops', 'validation_failed'],
    ['a limit of 0', 'limit=0', 'validation_failed'],
    ['a limit over 200', 'limit=201', 'validation_failed'],
  ])('answers 400 for %s', async (_name, query, error) => {
    const org = await buildOrganisation(t.db);
    const answer = await timeline(org.id, query);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error, message: expect.any(String) });
  });

  it('needs a super admin token', async () => {
    const org = await buildOrganisation(t.db);
    expect((await call(t.app, null, { url: `/super_admin/api/organisations/${org.id}/timeline` })).statusCode).toBe(401);
  });
});
