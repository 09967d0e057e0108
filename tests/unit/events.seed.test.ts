import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentEmailsToday } from '../../src/domain/emails/sentRange.js';
import { eventTypeOf } from '../../src/domain/events/subtypes.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../server/db/index.js';
import { generateDataset, SEED_SIZES } from '../../server/seed/index.js';
import { insertBatches } from '../../server/seed/batchInsert.js';
import { demoEvents } from '../../server/seed/tables/demoEvents.js';
import { MAIN_APP_EVENT_SUBTYPES } from '../../server/seed/tables/eventContent.js';
import { SCALED_EVENTS } from '../../server/seed/tables/events.js';
import { REFERENCE_DATE } from '../../server/seed/random.js';
import { countsForScale } from '../../server/seed/scale.js';
import { seedScaled } from '../../server/seed/scaled.js';
import type { SeedDataset } from '../../server/seed/rows.js';
import { ingestedServiceEvent, ingestEvents } from '../../server/services/events/ingestStore.js';
import { serviceEventRow } from '../../server/services/events/record.js';

/** A Paris afternoon, and one just after midnight (today's events then fit in a few minutes). */
const RUN_DATE = Date.parse('2026-11-26T14:30:00.000Z');
const JUST_AFTER_MIDNIGHT = Date.parse('2026-11-25T23:05:00.000Z');
const CATEGORIES = ['planning', 'documents', 'counters', 'licences', 'shop_rules', 'employees', 'notifications'];

const parisDay = (iso: string) => sentEmailsToday(Date.parse(iso));

describe('demo events (issue 19)', () => {
  const data = generateDataset({ counts: SEED_SIZES.small, passwordOf: () => null });
  const membersOf = new Map<number, Set<number>>();
  for (const m of data.memberships) if (m.shop_id !== null) membersOf.set(m.shop_id, (membersOf.get(m.shop_id) ?? new Set()).add(m.user_id));
  const nameOf = new Map(data.users.map((u) => [u.id, `${u.first_name} ${u.last_name}`]));

  it('is the same for the same run date, in time order, numbered seed-<n>', () => {
    const events = demoEvents(data, 2026, RUN_DATE);
    expect(demoEvents(data, 2026, RUN_DATE)).toEqual(events);
    expect(events.map((e) => e.external_id)).toEqual(events.map((_, i) => `seed-${i + 1}`));
    expect(events.map((e) => e.occurred_at)).toEqual(events.map((e) => e.occurred_at).sort());
  });

  it.each([
    ['an afternoon', RUN_DATE],
    ['just after midnight', JUST_AFTER_MIDNIGHT],
  ])('gives every working shop events today, every category today, none later than the run (%s)', (_label, runDate) => {
    const events = demoEvents(data, 2026, runDate);
    const today = sentEmailsToday(runDate);
    const todays = events.filter((e) => parisDay(e.occurred_at) === today);
    const working = data.shops.filter((shop) => {
      const status = data.organisations.find((o) => o.id === shop.organisation_id)!.status;
      return !shop.cancelled && !['waiting', 'cancelled'].includes(status) && (membersOf.get(shop.id)?.size ?? 0) > 0;
    });
    expect(working.length).toBeGreaterThan(5);
    for (const shop of working) expect(todays.some((e) => e.shop_id === shop.id), `shop ${shop.id}`).toBe(true);
    expect(new Set(todays.map((e) => eventTypeOf(e.subtype)))).toEqual(new Set(CATEGORIES));
    expect(new Set(events.map((e) => e.subtype))).toEqual(new Set(MAIN_APP_EVENT_SUBTYPES));
    for (const event of events) expect(Date.parse(event.occurred_at)).toBeLessThanOrEqual(runDate);
  });

  it("names the shop's own people: the actor and the employee concerned are members, by their real names", () => {
    for (const event of demoEvents(data, 2026, RUN_DATE)) {
      const members = membersOf.get(event.shop_id!)!;
      const context = event.context as { user_target_ids?: number[]; user_target_name?: string };
      if (event.user_id && !event.subtype.startsWith('NOTIFICATION') && !event.subtype.startsWith('SMS')) {
        const owner = data.organisations.find((o) => o.id === data.shops.find((s) => s.id === event.shop_id)!.organisation_id)!.owner_id;
        expect(members.has(event.user_id) || event.user_id === owner, `${event.external_id} actor`).toBe(true);
      }
      if (context.user_target_name !== undefined) {
        expect(context.user_target_ids).toHaveLength(1);
        expect(members.has(context.user_target_ids![0])).toBe(true);
        expect(context.user_target_name).toBe(nameOf.get(context.user_target_ids![0]));
      }
    }
  });

  it('are stored by ingestEvents as the rows the scaled seed builds from the same events (ingestedServiceEvent, serviceEventRow)', async () => {
    const handle = openDatabase(':memory:');
    try {
      await migrateToLatest(handle);
      await handle.db.transaction().execute(async (trx) => {
        for (const table of Object.keys(data) as (keyof SeedDataset)[]) await insertBatches(trx, handle.dialect, table, data[table]);
      });
      const events = demoEvents(data, 2026, RUN_DATE);
      const answer = await handle.db.transaction().execute((trx) => ingestEvents(trx, events));
      expect(answer).toEqual({ ingested: events.length, duplicates: 0 });
      const stored = await handle.db.selectFrom('service_events').selectAll().orderBy('id').execute();
      const organisationOf = new Map(data.shops.map((shop) => [shop.id, shop.organisation_id]));
      const built = events.map((event) => serviceEventRow(ingestedServiceEvent(event, organisationOf.get(event.shop_id!)), 'received'));
      expect(stored.map(({ id: _id, created_at: _created, ...row }) => row)).toEqual(built.map(({ created_at: _created, ...row }) => row));
      expect(stored.every((row) => row.organisation_id === organisationOf.get(row.shop_id!))).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe('scaled events (SQLite, --scale 0.05)', () => {
  let handle: DatabaseHandle;
  const query = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(handle.db)).rows;

  beforeAll(async () => {
    handle = openDatabase(':memory:');
    await migrateToLatest(handle);
    await seedScaled(handle, { counts: countsForScale('0.05')!, url: ':memory:' });
  }, 60_000);
  afterAll(() => handle?.close());

  it('writes about 2.5 events a user, ids in time order over the 180 days before the reference date', async () => {
    const [{ events, users }] = await query<{ events: number; users: number }>('select (select count(*) from service_events) events, (select count(*) from users) users');
    expect(events / users).toBeGreaterThan(2);
    expect(events / users).toBeLessThan(3);
    const rows = await query<{ id: number; occurred_at: string }>('select id, occurred_at from service_events order by id');
    expect(rows.map((r) => r.id)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.occurred_at)).toEqual(rows.map((r) => r.occurred_at).sort());
    expect(Date.parse(rows[0].occurred_at)).toBeGreaterThanOrEqual(REFERENCE_DATE - (SCALED_EVENTS.days + 1) * 86_400_000);
    expect(Date.parse(rows.at(-1)!.occurred_at)).toBeLessThan(REFERENCE_DATE);
  });

  it("holds the main application's events as the ingestion stores them: its shop's organisation, a known subtype of its category, unique external ids", async () => {
    const wrong = await query<{ n: number }>(
      `select count(*) n from service_events e join shops s on s.id = e.shop_id
       where e.organisation_id != s.organisation_id or e.source != 'main_app' or e.external_id is null or e.occurred_at > e.created_at`,
    );
    expect(wrong[0].n).toBe(0);
    const types = await query<{ type: string; subtype: string }>('select distinct type, subtype from service_events');
    for (const row of types) expect(eventTypeOf(row.subtype)).toBe(row.type);
    expect(new Set(types.map((row) => row.type))).toEqual(new Set(CATEGORIES));
    const [{ ids, events }] = await query<{ ids: number; events: number }>('select count(distinct external_id) ids, count(*) events from service_events');
    expect(ids).toBe(events);
  });

  it("names the employee concerned by a member of the event's shop", async () => {
    const strangers = await query<{ n: number }>(
      `select count(*) n from service_events e
       where json_extract(e.context, '$.user_target_ids[0]') is not null
         and (not exists (select 1 from memberships m where m.shop_id = e.shop_id and m.user_id = json_extract(e.context, '$.user_target_ids[0]'))
              or json_extract(e.context, '$.user_target_name') != (select u.first_name || ' ' || u.last_name from users u where u.id = json_extract(e.context, '$.user_target_ids[0]')))`,
    );
    expect(strangers[0].n).toBe(0);
  });
});
