import type { Dialect } from '../../db/dialect.js';
import { ingestedServiceEvent } from '../../services/events/ingestStore.js';
import { serviceEventRow } from '../../services/events/record.js';
import type { TableSeeder } from './index.js';
import type { FastRandom } from '../pools.js';
import { REFERENCE_DATE } from '../random.js';
import type { OrganisationBundle, UserRow } from '../rows.js';
import { mainAppEvent, pickActor, pickMainAppSubtype, pickPeakSubtype, shopsPeople, type ShopPeople } from './eventContent.js';

type Write = (table: string, row: Record<string, unknown>) => void;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The large dataset's events (issue 19: 5,000,000): the main application's, over the SCALED_EVENTS.days days before the
 * reference date, a shop's share proportional to its active people times its own activity, none for the organisations
 * still waiting to start. The busiest shop (the largest organisation's first shop, ~2,400 people: the bench shop of
 * the issue-16/17 benches) gets a dense history: `perDay` events every day and `peakDay` on every `peakEvery`-th day
 * (its schedule built for the month), so the bench's "busiest shop, one day" holds thousands of events.
 */
export const SCALED_EVENTS = {
  days: 180,
  /** events per active person of a shop over the period, before the shop's activity factor (0.25 to 1.75) */
  perPerson: 2.39,
  busiestShop: { minPeople: 1_000, perDay: [150, 350], peakEvery: 30, peakDay: [3_000, 5_000] },
} as const;

interface EventCounters {
  id: number;
}

/** Each run gets its own generator, so its counters live with it. */
const countersOf = new WeakMap<FastRandom, EventCounters>();

/** The first day of the period (UTC midnight): the period ends with the day before the reference date's. */
const FIRST_DAY = Math.floor(REFERENCE_DATE / DAY_MS) * DAY_MS - SCALED_EVENTS.days * DAY_MS;

/** An instant of a day: mostly working hours (05:30 to 19:30 UTC), a few at night. */
const instantOf = (rng: FastRandom, dayStart: number) => dayStart + (rng.chance(0.92) ? 5.5 * HOUR_MS + rng.next() * 14 * HOUR_MS : rng.next() * DAY_MS);

/** One event of a shop, built as the ingestion stores it (ingestedServiceEvent, serviceEventRow) and numbered here. */
function writeEvent(rng: FastRandom, counters: EventCounters, write: Write, input: Omit<Parameters<typeof mainAppEvent>[1], 'externalId'>, organisationId: number): void {
  const id = ++counters.id;
  const event = mainAppEvent(rng, { ...input, externalId: `seed-${id}` });
  // the main application pushes its events within a couple of minutes
  const receivedAt = new Date(input.at + 1_000 + Math.floor(rng.next() * 120_000)).toISOString();
  write('service_events', { id, ...serviceEventRow(ingestedServiceEvent(event, organisationId), receivedAt) });
}

/** The events of one organisation's shops, deterministic from `rng`. */
export function writeOrganisationEvents(bundle: OrganisationBundle, rng: FastRandom, counters: EventCounters, write: Write): void {
  const { organisation } = bundle;
  if (organisation.status === 'waiting') return;
  const owner: UserRow | undefined = bundle.users.find((user) => user.id === organisation.owner_id);
  const licenceNames = bundle.licenses.map((licence) => licence.name);
  const { busiestShop } = SCALED_EVENTS;
  shopsPeople(bundle).forEach((people: ShopPeople, index) => {
    if (people.members.length === 0) return;
    const add = (at: number, peak: boolean) => {
      const actor = pickActor(rng, people, owner);
      if (!actor) return;
      const subtype = peak ? pickPeakSubtype(rng) : pickMainAppSubtype(rng);
      writeEvent(rng, counters, write, { subtype, at, people, actor, licenceNames }, organisation.id);
    };
    if (index === 0 && people.members.length >= busiestShop.minPeople) {
      for (let d = 0; d < SCALED_EVENTS.days; d++) {
        const peak = d % busiestShop.peakEvery === busiestShop.peakEvery - 1;
        const count = peak ? rng.int(...busiestShop.peakDay) : rng.int(...busiestShop.perDay);
        for (let i = 0; i < count; i++) add(instantOf(rng, FIRST_DAY + d * DAY_MS), peak);
      }
      return;
    }
    const activity = 0.25 + rng.next() * 1.5;
    const count = Math.floor(people.members.length * SCALED_EVENTS.perPerson * activity + rng.next());
    for (let i = 0; i < count; i++) add(instantOf(rng, FIRST_DAY + rng.int(0, SCALED_EVENTS.days - 1) * DAY_MS), false);
  });
}

/** Every column of service_events but id (migrations 0029 and 0030). */
const EVENT_COLUMNS = [
  'occurred_at', 'source', 'type', 'subtype', 'organisation_id', 'shop_id', 'cluster_node_id', 'user_id', 'impersonated_by', 'email_id',
  'error_message', 'context', 'external_id', 'created_at', 'request_id', 'correlation_id',
].join(', ');

/**
 * The events are generated organisation by organisation; the service receives them as time goes by. Once loaded
 * (before the indexes are built) they are put in time order: ids follow occurred_at, and a day's events of all shops
 * lie together, as in the real table (a shop's page reads rows scattered among the other shops' ones).
 */
export function eventsInTimeOrderSql(dialect: Dialect): string[] {
  return [
    'create temporary table seed_events_in_time_order as select * from service_events',
    dialect === 'postgres' ? 'truncate service_events' : 'delete from service_events',
    `insert into service_events (id, ${EVENT_COLUMNS})
     select row_number() over (order by occurred_at, id), ${EVENT_COLUMNS}
     from seed_events_in_time_order order by occurred_at, id`,
    'drop table seed_events_in_time_order',
  ];
}

/** The large dataset's events: about 5,000,000 (issue 19 scale target). */
export const events: TableSeeder = {
  name: 'events (main application)',
  tables: ['service_events'],
  idTables: ['service_events'],
  largeRows: { service_events: 5_000_000 },
  beforeIndexes: eventsInTimeOrderSql,
  organisation(bundle, rng, write) {
    let counters = countersOf.get(rng);
    if (!counters) countersOf.set(rng, (counters = { id: 0 }));
    writeOrganisationEvents(bundle, rng, counters, write);
  },
};
