import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventItem } from '../../src/contracts/events';
import { EVENT_TEXT_PLACEHOLDERS, MISSING_VALUE, SPEC_PLACEHOLDERS, eventTextKey, eventTextValues } from '../../src/domain/events/eventText';
import { EVENT_SUBTYPES, eventTypeOf } from '../../src/domain/events/subtypes';
import { LOCALE_CODES } from '../../src/domain/locales';

type Tree = { [key: string]: string | Tree };
const catalogue = (locale: string): Tree => JSON.parse(readFileSync(join(process.cwd(), 'locales', `${locale}.json`), 'utf8'));
const eventsOf = (locale: string) => catalogue(locale).events as Tree & { subtypes: Record<string, string>; subtype_labels: Record<string, string> };
const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]))].sort();

/** An event as GET /services/events/events answers it (spec 2 §3 "Event"). */
function event(overrides: Partial<EventItem> = {}): EventItem {
  return {
    id: '1',
    createdAt: '2026-11-26T08:30:00.000Z',
    source: 'main_app',
    type: 'planning',
    subtype: 'SHIFT_CREATED_DAY',
    organisationId: 12,
    shopId: 9,
    shopName: 'Fleurs Bastille',
    clusterNodeId: null,
    userId: 101,
    userName: 'Élodie Durand',
    impersonatedBy: null,
    emailId: null,
    errorMessage: null,
    context: {},
    ...overrides,
  };
}

const NAMES = new Map([
  [101, 'Élodie Durand'],
  [102, 'Marc Petit'],
  [103, 'Inès Moreau'],
]);
const local = (year: number, month: number, day: number, hours = 0, minutes = 0) => new Date(year, month - 1, day, hours, minutes).toISOString();

/** A context with every field the texts read: every placeholder gets a value. */
const COMPLETE_CONTEXT = {
  user_target_name: 'Marc Petit',
  user_source_name: 'Inès Moreau',
  date: '2026-11-26',
  start_date: local(2026, 11, 26, 9, 0),
  end_date: local(2026, 11, 27, 18, 30),
  shop_name: 'Fleurs Bastille',
  note: 'Rendez-vous médical',
  week_number: 48,
  nb_employees: 7,
  subject: 'Votre planning',
  receiver_email: 'marc@durand.example',
  team_name: 'Matin',
  poste_name: 'Caisse',
  poste_pause_time: 1800,
  document_name: 'Contrat.pdf',
  source_template_applied: 'Semaine type',
  previous_hours: 35,
  new_hours: 38.5,
  licence_name: 'Manager',
  module: 'badging',
  invoice_number: 'F-2026-000123',
};

describe('the event texts of every locale (spec 2 §3 "Event", "Audit event categories")', () => {
  const french = eventsOf('fr');

  it.each(LOCALE_CODES)('%s has a text and a filter label for every subtype, with the placeholders of the French text', (locale) => {
    const events = eventsOf(locale);
    for (const subtype of EVENT_SUBTYPES) {
      expect(events.subtypes[subtype], `${locale} events.subtypes.${subtype}`).toMatch(/\S/);
      expect(events.subtype_labels[subtype], `${locale} events.subtype_labels.${subtype}`).toMatch(/\S/);
      expect(placeholdersOf(events.subtypes[subtype]), `${locale} ${subtype}`).toEqual(placeholdersOf(french.subtypes[subtype]));
    }
    expect(Object.keys(events.subtypes).sort()).toEqual([...EVENT_SUBTYPES].sort());
  });

  it('uses only placeholders the console fills, and every placeholder of the spec somewhere', () => {
    const used = new Set(EVENT_SUBTYPES.flatMap((subtype) => placeholdersOf(french.subtypes[subtype])));
    expect([...used].filter((name) => !(EVENT_TEXT_PLACEHOLDERS as readonly string[]).includes(name))).toEqual([]);
    expect(SPEC_PLACEHOLDERS.filter((name) => !used.has(name))).toEqual([]);
  });

  describe.each(LOCALE_CODES)('%s, rendered by i18next', (locale) => {
    let t: TFunction;
    beforeAll(async () => {
      const i18n = createInstance();
      t = await i18n.init({ lng: locale, resources: { [locale]: { translation: catalogue(locale) } }, interpolation: { escapeValue: false } });
    });

    it('leaves no placeholder unreplaced and no value missing for a complete context', () => {
      for (const subtype of EVENT_SUBTYPES) {
        const text = t(eventTextKey(subtype), eventTextValues(event({ subtype, type: eventTypeOf(subtype)!, context: COMPLETE_CONTEXT }), { userNames: NAMES }));
        expect(text, `${locale} ${subtype}`).not.toMatch(/\{\{|\}\}/);
        expect(text, `${locale} ${subtype}`).not.toContain(MISSING_VALUE);
      }
    });
  });

  it('reads as a sentence in French and in English', async () => {
    const values = eventTextValues(event({ context: { user_target_ids: [102], date: '2026-11-26' } }), { userNames: NAMES });
    for (const [locale, expected] of [
      ['fr', 'Élodie Durand a créé un shift pour Marc Petit le 26/11/2026 (vue jour)'],
      ['en', 'Élodie Durand created a shift for Marc Petit on 26/11/2026 (day view)'],
    ]) {
      const t = await createInstance().init({ lng: locale, resources: { [locale]: { translation: catalogue(locale) } }, interpolation: { escapeValue: false } });
      expect(t('events.subtypes.SHIFT_CREATED_DAY', values)).toBe(expected);
    }
  });
});

describe('eventTextValues: the placeholders of one event', () => {
  const values = (overrides: Partial<EventItem>) => eventTextValues(event(overrides), { userNames: NAMES });

  it("names the user from the event, else from the context, else from the scope's users, else by id", () => {
    expect(values({ userName: 'Élodie D.' }).user_name).toBe('Élodie D.');
    expect(values({ userName: null, context: { user_name: 'Chef de rang' } }).user_name).toBe('Chef de rang');
    expect(values({ userName: null, userId: 102 }).user_name).toBe('Marc Petit');
    expect(values({ userName: null, userId: 999 }).user_name).toBe('#999');
    expect(values({ userName: null, userId: null }).user_name).toBe(MISSING_VALUE);
  });

  it('names the targets from the context, else from their ids', () => {
    expect(values({ context: { user_target_name: 'Marc P.' } }).user_target_name).toBe('Marc P.');
    expect(values({ context: { user_target_names: ['Marc Petit', 'Inès Moreau'] } }).user_target_name).toBe('Marc Petit, Inès Moreau');
    expect(values({ context: { user_target_ids: [102, 103, 998] } }).user_target_name).toBe('Marc Petit, Inès Moreau, #998');
    expect(values({ context: { user_target_id: 103 } }).user_target_name).toBe('Inès Moreau');
  });

  it('writes days DD/MM/YYYY and times DD/MM/YYYY HH:mm, and the ISO week of the day', () => {
    const v = values({ context: { date: '2026-01-01', start_date: local(2026, 3, 5, 9, 5), end_date: '2026-03-06' } });
    expect([v.date, v.start_date_time, v.end_date_time, v.week_number]).toEqual(['01/01/2026', '05/03/2026 09:05', '06/03/2026', '1']);
    expect(values({ context: { date: '2027-01-01' } }).week_number).toBe('53');
    expect(values({ context: { date: '2026-12-28' } }).week_number).toBe('53');
    expect(values({ context: { date: local(2026, 11, 26, 23, 30) } }).date).toBe('26/11/2026');
    expect(values({ context: { week_number: 12, date: '2026-11-26' } }).week_number).toBe('12');
  });

  it('shows a pair of old and new values as "before → after", pause times in minutes', () => {
    expect(values({ context: { shop_name: { old: 'Fleurs', new: 'Fleurs Bastille' } } }).shop_name).toBe('Fleurs → Fleurs Bastille');
    expect(values({ context: { poste_pause_time: 2700 } }).poste_pause_time).toBe('45');
    expect(values({ context: { poste_pause_time: { old: 1800, new: 2700 } } }).poste_pause_time).toBe('30 → 45');
    expect(values({ context: { previous_hours: 35, new_hours: 38.5 } }).counter).toBe('35 → 38.5');
    expect(values({ context: { date: { old: '2026-11-26', new: '2026-11-27' } } }).date).toBe('26/11/2026 → 27/11/2026');
    expect(values({ context: { licence_name: { old: null, new: 'Manager' } } }).licence_name).toBe(`${MISSING_VALUE} → Manager`);
  });

  it('writes numbers in the given locale', () => {
    const v = eventTextValues(event({ context: { previous_hours: 35, new_hours: 38.5 } }), { userNames: NAMES, formatNumber: new Intl.NumberFormat('fr').format });
    expect(v.counter).toBe('35 → 38,5');
  });

  it('counts the employees from the targets when the context gives no number, and takes the shop from the event', () => {
    expect(values({ context: { user_target_ids: [102, 103] } }).nb_employees).toBe('2');
    expect(values({ context: {} }).shop_name).toBe('Fleurs Bastille');
  });

  it('names the receiver of an e-mail by its address, else the user', () => {
    expect(values({ context: { receiver_email: 'marc@durand.example' } }).receiver).toBe('marc@durand.example');
    expect(values({ userName: null, userId: 102, context: {} }).receiver).toBe('Marc Petit');
  });

  it('gives an unknown subtype the generic text', () => {
    expect(eventTextKey('SHIFT_CREATED_DAY')).toBe('events.subtypes.SHIFT_CREATED_DAY');
    expect(eventTextKey('SOMETHING_NEW')).toBe('events.unknown_subtype');
    expect(eventsOf('fr').unknown_subtype).toBe('Évènement {{subtype}}');
  });
});
