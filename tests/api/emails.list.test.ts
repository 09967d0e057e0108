import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentEmail, SentEmailsPage } from '../../src/contracts/emails.js';
import { addDays } from '../../src/domain/clockExtract/extractRange.js';
import { shopDayStart } from '../../src/domain/time/zones.js';
import { sentEmailsToday } from '../../src/domain/emails/sentRange.js';
import { emailPeople, storeMessage } from './support/emails.js';
import { call } from './support/http.js';
import { databases, signedInApp, type TestApp } from './support/testApp.js';

const URL = '/services/emails/emails';

/** An instant `hours` after the start of a Paris day. */
const parisAt = (day: string, hours: number) => new Date(Date.parse(shopDayStart(day, 'Europe/Paris')) + hours * 3_600_000).toISOString();

describe.each(databases())('sent e-mails list on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const today = sentEmailsToday(Date.now());
  const yesterday = addDays(today, -1);
  const longAgo = addDays(today, -10);
  let org: Awaited<ReturnType<typeof emailPeople>>;
  let other: Awaited<ReturnType<typeof emailPeople>>;
  /** ids of the messages stored, by what they are */
  const ids: Record<string, number> = {};

  const list = (query: Record<string, string | number>) => call(t.app, token, { url: URL, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  const page = async (query: Record<string, string | number>) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SentEmailsPage;
  };

  beforeAll(async () => {
    ({ t, tokens: [token] } = await signedInApp(kind, ['restrictedAdmin']));
    org = await emailPeople(t.db, 'Sent Mail Bakery', 2, (shops) => [{ shops: [shops[0]] }, { shops: [shops[1]] }]);
    other = await emailPeople(t.db, 'Elsewhere', 1, (shops) => [{ shops }]);
    const [ada, bob] = org.userIds;
    const mine = { userId: ada, organisationId: org.organisationId, shopId: org.shopIds[0] };
    ids.todayMail = await storeMessage(t.db, { ...mine, createdAt: parisAt(today, 0.5), subject: 'Your PIN', kind: 'pin', to: ['ada@client.example'], steps: ['EMAIL_SEND_TO_PROVIDER', 'EMAIL_DELIVERED', 'EMAIL_FIRST_OPENING'] });
    ids.todaySms = await storeMessage(t.db, { ...mine, channel: 'sms', createdAt: parisAt(today, 0.25), to: ['+33600000001'] });
    ids.yesterdayMail = await storeMessage(t.db, { ...mine, createdAt: parisAt(yesterday, 23.5), subject: 'Bounced', steps: ['EMAIL_SEND_TO_PROVIDER', 'EMAIL_DELIVERED', 'EMAIL_HARD_BOUNCE'] });
    ids.oldMail = await storeMessage(t.db, { ...mine, createdAt: parisAt(longAgo, 12), subject: 'Old news' });
    ids.bobMail = await storeMessage(t.db, { userId: bob, organisationId: org.organisationId, shopId: org.shopIds[1], createdAt: parisAt(today, 0.4), subject: 'For Bob' });
    ids.orgMail = await storeMessage(t.db, { organisationId: org.organisationId, createdAt: parisAt(yesterday, 3), subject: 'To the organisation' });
    ids.otherMail = await storeMessage(t.db, { userId: other.userIds[0], organisationId: other.organisationId, createdAt: parisAt(today, 0.45), subject: 'Not theirs' });
    await t.db.insertInto('outbox_attachments').values({ message_id: ids.todayMail, name: 'planning.pdf', content_type: 'application/pdf', size: 3, content: Buffer.from('pdf') }).execute();
  });
  afterAll(() => t?.close());

  it("lists a user's e-mails and SMS of yesterday and today by default, newest first, as the viewer shows them", async () => {
    const body = await page({ user_id: org.userIds[0] });
    expect(body.data.map((row) => row.id)).toEqual([ids.todayMail, ids.todaySms, ids.yesterdayMail]);
    expect(body.next).toBeNull();
    const [mail, sms, bounced] = body.data;
    expect(mail).toEqual({
      id: ids.todayMail,
      channel: 'email',
      kind: 'pin',
      to: ['ada@client.example'],
      subject: 'Your PIN',
      status: 'EMAIL_FIRST_OPENING',
      statusColour: 'info',
      userId: org.userIds[0],
      shopId: org.shopIds[0],
      organisationId: org.organisationId,
      createdAt: parisAt(today, 0.5),
      attachments: 1,
    } satisfies SentEmail);
    expect(sms).toMatchObject({ channel: 'sms', subject: null, to: ['+33600000001'], status: 'SMS_DELIVERED', statusColour: 'success', attachments: 0 });
    expect(bounced).toMatchObject({ status: 'EMAIL_HARD_BOUNCE', statusColour: 'error' });
  });

  it("lists an organisation's messages with each one's shop, none of another organisation", async () => {
    const body = await page({ organisation_id: org.organisationId });
    expect(body.data.map((row) => [row.id, row.shopId])).toEqual([
      [ids.todayMail, org.shopIds[0]],
      [ids.bobMail, org.shopIds[1]],
      [ids.todaySms, org.shopIds[0]],
      [ids.yesterdayMail, org.shopIds[0]],
      [ids.orgMail, null],
    ]);
  });

  it('filters by the days asked for, both included, in Paris time', async () => {
    expect((await page({ user_id: org.userIds[0], from: longAgo, to: longAgo })).data.map((row) => row.subject)).toEqual(['Old news']);
    expect((await page({ user_id: org.userIds[0], from: yesterday, to: yesterday })).data.map((row) => row.id)).toEqual([ids.yesterdayMail]);
    expect((await page({ user_id: org.userIds[0], from: longAgo })).data).toHaveLength(4);
    expect((await page({ user_id: org.userIds[0], to: yesterday })).data.map((row) => row.id)).toEqual([ids.yesterdayMail]);
  });

  it('refuses a day after today, a range that ends before it starts, a day that does not exist and a wrong scope', async () => {
    const tomorrow = addDays(today, 1);
    const cases: [Record<string, string | number>, number, string][] = [
      [{ user_id: org.userIds[0], to: tomorrow }, 422, 'future_date'],
      [{ user_id: org.userIds[0], from: tomorrow, to: tomorrow }, 422, 'future_date'],
      [{ user_id: org.userIds[0], from: today, to: yesterday }, 422, 'invalid_range'],
      [{ user_id: org.userIds[0], from: '2026-02-30' }, 400, 'validation_failed'],
      [{ user_id: org.userIds[0], from: '01/02/2026' }, 400, 'validation_failed'],
      [{}, 400, 'invalid_scope'],
      [{ user_id: org.userIds[0], organisation_id: org.organisationId }, 400, 'invalid_scope'],
      [{ user_id: 999_999 }, 404, 'not_found'],
      [{ organisation_id: 999_999 }, 404, 'not_found'],
      [{ user_id: org.userIds[0], limit: 0 }, 400, 'validation_failed'],
      [{ user_id: org.userIds[0], limit: 101 }, 400, 'validation_failed'],
    ];
    for (const [query, status, error] of cases) {
      const response = await list(query);
      expect([response.statusCode, response.json().error], JSON.stringify(query)).toEqual([status, error]);
    }
  });

  it('needs a super admin token', async () => {
    expect((await call(t.app, null, { url: URL, query: { user_id: String(org.userIds[0]) } })).statusCode).toBe(401);
    const customer = await t.tokenOf('customer');
    expect((await call(t.app, customer, { url: URL, query: { user_id: String(org.userIds[0]) } })).statusCode).toBe(403);
  });

  describe('keyset paging', () => {
    let walker: number;
    let expected: number[];

    beforeAll(async () => {
      const { userIds } = await emailPeople(t.db, 'Paged', 1, (shops) => [{ shops }]);
      walker = userIds[0];
      const stored: { id: number; at: string }[] = [];
      // 45 messages over three days, several sharing an instant (the id breaks the tie)
      for (let i = 0; i < 45; i++) {
        const at = parisAt(addDays(today, -(i % 3)), 1 + Math.floor(i / 9) * 0.5);
        stored.push({ id: await storeMessage(t.db, { userId: walker, createdAt: at, subject: `Message ${i}` }), at });
      }
      expected = stored.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.id - a.id)).map((m) => m.id);
    });

    it('walks to the end a page at a time, newest first, with no duplicate and no gap', async () => {
      const from = addDays(today, -2);
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body: SentEmailsPage = await page({ user_id: walker, from, limit: 7, ...(cursor ? { cursor } : {}) });
        expect(body.data.length).toBe(pages < 6 ? 7 : 3);
        seen.push(...body.data.map((row) => row.id));
        cursor = body.next;
        pages++;
      } while (cursor);
      expect(pages).toBe(7);
      expect(seen).toEqual(expected);
    });

    it('ends with next null when the last page is exactly full', async () => {
      const first = await page({ user_id: walker, from: addDays(today, -2), limit: 40 });
      const second = await page({ user_id: walker, from: addDays(today, -2), limit: 5, cursor: first.next! });
      expect(second.data.map((row) => row.id)).toEqual(expected.slice(40));
      expect(second.next).toBeNull();
    });

    it('refuses a cursor of another query or a malformed one (400 invalid_cursor)', async () => {
      const from = addDays(today, -2);
      const { next } = await page({ user_id: walker, from, limit: 5 });
      const queries: Record<string, string | number>[] = [
        { user_id: org.userIds[0], from, cursor: next! },
        { user_id: walker, from: addDays(today, -1), cursor: next! },
        { organisation_id: org.organisationId, from, cursor: next! },
        { user_id: walker, from, cursor: 'not-a-cursor' },
        { user_id: walker, from, cursor: Buffer.from(JSON.stringify({ q: 'x', c: 1, i: 'y' })).toString('base64url') },
      ];
      for (const query of queries) {
        const response = await list(query);
        expect([response.statusCode, response.json().error], JSON.stringify(query)).toEqual([400, 'invalid_cursor']);
      }
    });
  });
});
