import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/domain/clockExtract/extractRange.js';
import { sentEmailsToday } from '../../src/domain/emails/sentRange.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { generateDataset, SEED_SIZES } from '../../server/seed/index.js';
import { DEMO_ACCOUNTS } from '../../server/seed/demoAccounts.js';
import { SEEDED_PATHS } from '../../server/seed/tables/emailContent.js';
import { demoEmails } from '../../server/seed/tables/demoEmails.js';
import { countsForScale } from '../../server/seed/scale.js';
import { seedScaled } from '../../server/seed/scaled.js';

/** A Paris afternoon, and one just after midnight (the day's messages then fit in a few minutes). */
const RUN_DATE = Date.parse('2026-11-26T14:30:00.000Z');
const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-25T23:05:00.000Z');
const LAST = { message: 0, event: 0, body: 0 };

const parisDay = (iso: string) => sentEmailsToday(Date.parse(iso));

describe('demo e-mails (issue 19)', () => {
  const data = generateDataset({ counts: SEED_SIZES.small, passwordOf: () => null });

  it('is the same for the same run date, and follows the run date', () => {
    expect(demoEmails(data, 2026, RUN_DATE, LAST)).toEqual(demoEmails(data, 2026, RUN_DATE, LAST));
    const later = demoEmails(data, 2026, RUN_DATE + 86_400_000, LAST);
    expect(later.outbox_messages.map((m) => m.created_at)).not.toEqual(demoEmails(data, 2026, RUN_DATE, LAST).outbox_messages.map((m) => m.created_at));
  });

  it.each([
    ['an afternoon', RUN_DATE],
    ['just after midnight', JUST_AFTER_MIDNIGHT],
  ])('gives every owner and demo customer messages yesterday and today, none later than the run (%s)', (_label, runDate) => {
    const rows = demoEmails(data, 2026, runDate, LAST);
    const today = sentEmailsToday(runDate);
    const yesterday = addDays(today, -1);
    const daysOf = (userId: number) => new Set(rows.outbox_messages.filter((m) => m.user_id === userId).map((m) => parisDay(String(m.created_at))));
    const owners = data.organisations.map((o) => o.owner_id).filter((id): id is number => id !== null);
    const customers = data.users.filter((u) => u.email && u.email.endsWith('@client.example') && !u.archived_at && Object.values(DEMO_ACCOUNTS).some((a) => a.email === u.email));
    expect(customers.length).toBeGreaterThan(2);
    for (const userId of [...owners.filter((id) => data.users.find((u) => u.id === id)?.email), ...customers.map((u) => u.id)]) {
      expect(daysOf(userId).has(today), `user ${userId} today`).toBe(true);
      expect(daysOf(userId).has(yesterday), `user ${userId} yesterday`).toBe(true);
    }
    for (const message of rows.outbox_messages) {
      expect(Date.parse(String(message.created_at))).toBeLessThanOrEqual(runDate);
      expect(Date.parse(String(message.updated_at))).toBeLessThanOrEqual(runDate);
    }
  });

  it('numbers the messages in time order, each with the history its status ends', () => {
    const rows = demoEmails(data, 2026, RUN_DATE, { message: 10, event: 100, body: 44 });
    const messages = rows.outbox_messages;
    expect(messages.map((m) => m.id)).toEqual(messages.map((_, i) => 11 + i));
    expect(messages.map((m) => m.created_at)).toEqual(messages.map((m) => String(m.created_at)).sort());
    expect(rows.outbox_bodies.map((b) => b.id)).toEqual(Array.from({ length: 44 }, (_, i) => 45 + i));
    const byMessage = new Map<number, typeof rows.outbox_status_events>();
    for (const event of rows.outbox_status_events) byMessage.set(Number(event.message_id), [...(byMessage.get(Number(event.message_id)) ?? []), event]);
    for (const message of messages) {
      const history = byMessage.get(message.id)!.map((event) => event.status);
      expect(history).toEqual(SEEDED_PATHS[message.status].map(([status]) => status));
      expect(history.at(-1)).toBe(message.status);
      if (message.channel === 'email') expect(rows.outbox_bodies.some((b) => b.id === message.body_id && b.language === message.language)).toBe(true);
    }
    expect(rows.outbox_status_events[0].id).toBe(101);
  });
});

describe('scaled e-mails (SQLite, --scale 0.05)', () => {
  let handle: DatabaseHandle;
  const query = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(handle.db)).rows;

  beforeAll(async () => {
    handle = openDatabase(':memory:');
    await migrateToLatest(handle);
    await seedScaled(handle, { counts: countsForScale('0.05')!, url: ':memory:' });
  }, 60_000);
  afterAll(() => handle?.close());

  it('writes about one message for two users, in time order over the 180 days before the reference date', async () => {
    const [{ messages, users }] = await query<{ messages: number; users: number }>('select (select count(*) from outbox_messages) messages, (select count(*) from users) users');
    expect(messages / users).toBeGreaterThan(0.35);
    expect(messages / users).toBeLessThan(0.65);
    const rows = await query<{ id: number; created_at: string }>('select id, created_at from outbox_messages order by id');
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.created_at)).toEqual(rows.map((r) => r.created_at).sort());
    expect(rows[0].created_at >= '2026-05-05').toBe(true);
    expect(rows.at(-1)!.created_at <= '2026-11-01T08:00:00.000Z').toBe(true);
  });

  it("gives each message its user's organisation and main shop, and the history its status ends, the last step's instant as updated_at", async () => {
    const orphans = await query<{ n: number }>(
      `select count(*) n from outbox_messages m join users u on u.id = m.user_id
       where u.organisation_id != m.organisation_id
          or m.shop_id is not (select s.shop_id from memberships s where s.user_id = u.id and s.main = 1)`,
    );
    expect(orphans[0].n).toBe(0);
    const history = await query<{ id: number; status: string; steps: string; updated_at: string; last_at: string }>(
      `select m.id, m.status, m.updated_at, group_concat(e.status, ',') steps, max(e.created_at) last_at
       from outbox_messages m join outbox_status_events e on e.message_id = m.id group by m.id order by m.id`,
    );
    for (const row of history) {
      expect(row.steps).toBe(SEEDED_PATHS[row.status].map(([status]) => status).join(','));
      expect(row.last_at).toBe(row.updated_at);
    }
    const statuses = new Set(history.map((row) => row.status));
    for (const status of ['EMAIL_DELIVERED', 'EMAIL_FIRST_OPENING', 'EMAIL_CLICKED', 'SMS_DELIVERED']) expect(statuses).toContain(status);
  });

  it('shares one small body per template and language instead of storing each e-mail\'s HTML', async () => {
    const [{ bodies, own, shared }] = await query<{ bodies: number; own: number; shared: number }>(
      `select (select count(*) from outbox_bodies) bodies, (select count(*) from outbox_messages where html is not null) own,
              (select count(*) from outbox_messages m join outbox_bodies b on b.id = m.body_id and b.language = m.language and b.kind = m.kind where m.channel = 'email') shared`,
    );
    const [{ emails }] = await query<{ emails: number }>("select count(*) emails from outbox_messages where channel = 'email'");
    expect([bodies, own, shared]).toEqual([44, 0, emails]);
    const [{ longest }] = await query<{ longest: number }>('select max(length(html)) longest from outbox_bodies');
    expect(longest).toBeLessThan(1500);
  });
});
