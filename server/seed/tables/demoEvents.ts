import type { IngestedEvent } from '../../../src/contracts/events.js';
import { addDays } from '../../../src/domain/clockExtract/extractRange.js';
import { shopDayStart } from '../../../src/domain/time/zones.js';
import { SENT_EMAILS_TIME_ZONE, sentEmailsToday } from '../../../src/domain/emails/sentRange.js';
import { eventTypeOf, type EventSubtype } from '../../../src/domain/events/subtypes.js';
import { DEMO_ACCOUNTS } from '../demoAccounts.js';
import { FastRandom } from '../pools.js';
import type { SeedDataset, UserRow } from '../rows.js';
import { MAIN_APP_EVENT_SUBTYPES, mainAppEvent, pickActor, pickMainAppSubtype, shopsPeople, type ShopPeople } from './eventContent.js';

const HOUR_MS = 3_600_000;
/** Today and the days before it that hold events. */
const DEMO_EVENT_DAYS = 7;
/** Events of each shop today, and on each earlier day. */
const TODAY_EVENTS: readonly [number, number] = [1, 4];
const EARLIER_EVENTS: readonly [number, number] = [0, 1];
/** Organisations whose shops are not at work (no history): not started yet, or gone. */
const QUIET_STATUSES = new Set(['waiting', 'cancelled']);
const CUSTOMER_EMAILS = new Set<string>(Object.values(DEMO_ACCOUNTS).map((a) => a.email).filter((email) => email.endsWith('@client.example')));

/**
 * The demo's main-application events (issue 19), relative to the day the seed runs (`runDate`, ms; days of Paris, as
 * the e-mails): every working shop has 1 to 4 events today (the events history's default range is today to tomorrow)
 * and 0 or 1 on each of the six days before; the shops of the demo customer accounts have, besides, every subtype of
 * the main application once over those seven days and one event of each category today. Actors are the shops' managers,
 * the employees concerned are the shops' people, by their real ids and names. Nothing is later than `runDate`; ids
 * `seed-<n>` in time order. Deterministic for a seed, a dataset and a run date. The seed stores them with ingestEvents.
 */
export function demoEvents(data: Pick<SeedDataset, 'organisations' | 'shops' | 'users' | 'memberships' | 'licenses'>, seed: number, runDate: number): IngestedEvent[] {
  const rng = new FastRandom(seed ^ 0xe7e19);
  const today = sentEmailsToday(runDate);
  const dayStarts = Array.from({ length: DEMO_EVENT_DAYS }, (_, back) => Date.parse(shopDayStart(addDays(today, -back), SENT_EMAILS_TIME_ZONE)));
  const todayStart = dayStarts[0];
  const organisations = new Map(data.organisations.map((organisation) => [organisation.id, organisation]));
  const userOf = new Map(data.users.map((user) => [user.id, user]));
  const licenceNames = new Map<number, string[]>();
  for (const licence of data.licenses) licenceNames.set(licence.organisation_id, [...(licenceNames.get(licence.organisation_id) ?? []), licence.name]);
  const customerShops = new Set(
    data.memberships.filter((m) => m.shop_id !== null && CUSTOMER_EMAILS.has(userOf.get(m.user_id)?.email ?? '')).map((m) => m.shop_id!),
  );

  /** An instant of today up to the run (just after midnight: the first minutes), or of an earlier day's working hours. */
  const todayAt = () => todayStart + 60_000 + Math.floor(rng.next() * Math.max(0, runDate - todayStart - 120_000));
  const earlierAt = (back: number) => Math.min(todayStart - 1, dayStarts[back] + 7 * HOUR_MS + Math.floor(rng.next() * 12 * HOUR_MS));

  const drafts: { at: number; subtype: EventSubtype; people: ShopPeople; actor: UserRow; organisationId: number }[] = [];
  for (const people of shopsPeople(data)) {
    const organisation = organisations.get(people.shop.organisation_id);
    if (!organisation || QUIET_STATUSES.has(organisation.status) || people.shop.cancelled || people.members.length === 0) continue;
    const owner = organisation.owner_id === null ? undefined : userOf.get(organisation.owner_id);
    const add = (at: number, subtype: EventSubtype) => {
      const actor = pickActor(rng, people, owner);
      if (actor) drafts.push({ at, subtype, people, actor, organisationId: organisation.id });
    };
    for (let i = rng.int(...TODAY_EVENTS); i > 0; i--) add(todayAt(), pickMainAppSubtype(rng));
    for (let back = 1; back < DEMO_EVENT_DAYS; back++) for (let i = rng.int(...EARLIER_EVENTS); i > 0; i--) add(earlierAt(back), pickMainAppSubtype(rng));
    if (!customerShops.has(people.shop.id)) continue;
    for (const subtype of MAIN_APP_EVENT_SUBTYPES) add(rng.chance(0.3) ? todayAt() : earlierAt(rng.int(1, DEMO_EVENT_DAYS - 1)), subtype);
    const categories = new Set(MAIN_APP_EVENT_SUBTYPES.map((subtype) => eventTypeOf(subtype)));
    for (const category of categories) add(todayAt(), rng.pick(MAIN_APP_EVENT_SUBTYPES.filter((subtype) => eventTypeOf(subtype) === category)));
  }

  drafts.sort((a, b) => a.at - b.at);
  return drafts.map((draft, index) =>
    mainAppEvent(rng, {
      externalId: `seed-${index + 1}`,
      subtype: draft.subtype,
      at: draft.at,
      people: draft.people,
      actor: draft.actor,
      licenceNames: licenceNames.get(draft.organisationId) ?? ['Employé'],
    }),
  );
}
