import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TYPE_SEED } from '../../src/domain/payConfigs/contractTypes';
import { buildPayrollFile, type PayrollConfig } from '../../src/domain/payConfigs/export';
import { createOrganisation } from '../../server/routes/organisations/store.js';
import { createShop } from '../../server/routes/shops/store.js';
import { addMembership, createUser } from '../../server/routes/users/store.js';
import { loadPayrollPeriod, payrollPeriodParts } from '../../server/services/pay-configs/exportData.js';
import { SILAE_CONFIG, evps } from '../unit/payConfigs/fixture';
import { organisationValues, shopValues, userValues } from './support/fixtures.js';
import { createTestApp, databases, type TestApp } from './support/testApp.js';

const created_at = '2026-01-01T00:00:00.000Z';
const PERIOD = { periodStart: '2026-05-01', periodEnd: '2026-05-31' };

describe.each(databases())('payroll period data on %s (issue 29)', (kind) => {
  let t: TestApp;
  const ids = { organisation: 0, other: 0, paris: 0, lyon: 0, elsewhere: 0, lea: 0, hugo: 0, gone: 0, stranger: 0 };
  const shiftIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const law = await t.db
      .insertInto('labour_laws')
      .values({ country: 'FR', scope: 'agreement', key: 'payroll_test', name: 'Payroll test', rules: JSON.stringify({ night_shifts_start_at_for_alerts: '22:00', sunday_maj: 0, dissociate_work_break_and_presence_time_impact: true }), created_at, updated_at: created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.organisation = await createOrganisation(t.db, organisationValues({ name: 'Paie & Cie' }));
    ids.other = await createOrganisation(t.db, organisationValues({ name: 'Autre' }));
    ids.paris = await createShop(t.db, shopValues({ organisation_id: ids.organisation, name: 'Paris', labour_law_id: law.id }));
    ids.lyon = await createShop(t.db, shopValues({ organisation_id: ids.organisation, name: 'Lyon' }));
    ids.elsewhere = await createShop(t.db, shopValues({ organisation_id: ids.other, name: 'Ailleurs' }));
    ids.lea = await createUser(t.db, userValues({ first_name: 'Léa', last_name: 'Martin', pay_identification_number: 'P001', team: 'Salle' }));
    ids.hugo = await createUser(t.db, userValues({ first_name: 'Hugo', last_name: 'Petit' }));
    ids.gone = await createUser(t.db, userValues({ first_name: 'Gaston', last_name: 'Parti', archived_at: '2025-12-01T00:00:00.000Z' }));
    ids.stranger = await createUser(t.db, userValues({ first_name: 'Zoé', last_name: 'Ailleurs' }));
    const member = (user_id: number, shop_id: number, main: number, organisation_id = ids.organisation) => addMembership(t.db, { user_id, organisation_id, shop_id, main, created_at });
    await member(ids.lea, ids.paris, 1);
    await member(ids.lea, ids.lyon, 0);
    await member(ids.hugo, ids.elsewhere, 1, ids.other);
    await member(ids.hugo, ids.lyon, 0);
    await member(ids.gone, ids.paris, 1);
    await member(ids.stranger, ids.elsewhere, 1, ids.other);
    await t.db
      .insertInto('user_contracts')
      .values([
        { user_id: ids.lea, shop_id: ids.paris, contract_type_id: 2, counter_type: 'hourly_rate', weekly_hours: 24.5, starts_on: '2026-01-01', ends_on: '2026-05-15', created_at },
        { user_id: ids.lea, shop_id: ids.paris, contract_type_id: 1, counter_type: 'hourly_rate', weekly_hours: 35, starts_on: '2026-05-16', ends_on: null, created_at },
        { user_id: ids.lea, shop_id: ids.paris, contract_type_id: 1, counter_type: 'hourly_rate', weekly_hours: 35, starts_on: '2025-01-01', ends_on: '2025-12-31', created_at },
        { user_id: ids.hugo, shop_id: null, contract_type_id: 1, counter_type: 'daily_rate', weekly_hours: 39, starts_on: '2026-03-01', ends_on: null, created_at },
      ])
      .execute();
    const shift = async (name: string, user_id: number, shop_id: number, starts_at: string, ends_at: string, extra: { absence_type?: string; break_minutes?: number } = {}) => {
      shiftIds[name] = (await t.db.insertInto('shifts').values({ shop_id, user_id, starts_at, ends_at, created_at, ...extra }).returning('id').executeTakeFirstOrThrow()).id;
    };
    // Paris is UTC+2 in May: 30 April 23:00 local is still April, 31 May 23:30 local is May
    await shift('april', ids.lea, ids.paris, '2026-04-30T21:00:00.000Z', '2026-04-30T23:00:00.000Z');
    await shift('mayDay', ids.lea, ids.paris, '2026-05-04T06:00:00.000Z', '2026-05-04T14:00:00.000Z', { break_minutes: 30 });
    await shift('inLyon', ids.lea, ids.lyon, '2026-05-05T06:00:00.000Z', '2026-05-05T12:00:00.000Z');
    await shift('lastNight', ids.lea, ids.paris, '2026-05-31T21:30:00.000Z', '2026-06-01T01:00:00.000Z');
    await shift('sick', ids.lea, ids.paris, '2026-05-06T07:00:00.000Z', '2026-05-06T14:00:00.000Z', { absence_type: 'sick_leave' });
    await shift('hugoLyon', ids.hugo, ids.lyon, '2026-05-07T07:00:00.000Z', '2026-05-07T15:00:00.000Z');
    await shift('hugoElsewhere', ids.hugo, ids.elsewhere, '2026-05-08T07:00:00.000Z', '2026-05-08T15:00:00.000Z');
    await shift('gone', ids.gone, ids.paris, '2026-05-04T06:00:00.000Z', '2026-05-04T14:00:00.000Z');
    await t.db
      .insertInto('badgings')
      .values([
        { shop_id: ids.paris, user_id: ids.lea, shift_id: shiftIds.mayDay, clock_in: '2026-05-04T06:20:00.000Z', clock_out: null, source: 'punch_clock', created_at },
        { shop_id: ids.paris, user_id: ids.lea, shift_id: shiftIds.mayDay, clock_in: '2026-05-04T06:12:00.000Z', clock_out: null, source: 'punch_clock', created_at },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const query = () => ({ organisationId: ids.organisation, shopIds: [ids.lyon, ids.paris, ids.elsewhere], ...PERIOD });

  it("reads the organisation's shops with their labour-law rules and bank holidays, not another organisation's", async () => {
    const data = await loadPayrollPeriod(t.db, query());
    expect(data.shops.map((shop) => shop.name)).toEqual(['Paris', 'Lyon']);
    expect(data.shops[0]).toMatchObject({
      timezone: 'Europe/Paris',
      country: 'FR',
      rules: { night_start: '22:00', night_end: '06:00', sunday_maj: 0, holiday_maj: null, pause_compensation: true },
      bank_holidays: ['2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25'],
    });
    expect(data.shops[1].rules).toEqual({ night_start: '21:00', night_end: '06:00', sunday_maj: null, holiday_maj: null, pause_compensation: false });
  });

  it('lists each member once under their shop, with the contracts of the period, without users archived before it', async () => {
    const data = await loadPayrollPeriod(t.db, query());
    expect(data.employees.map((employee) => [employee.first_name, employee.shop_id, employee.pay_identification_number, employee.team])).toEqual([
      ['Léa', ids.paris, 'P001', 'Salle'],
      ['Hugo', ids.lyon, null, null],
    ]);
    expect(data.employees[0].contracts).toEqual([
      { contract_type_id: 2, contract_type_key: 'cdd', counter_type: 'hourly_rate', weekly_hours: 24.5, starts_on: '2026-01-01', ends_on: '2026-05-15' },
      { contract_type_id: 1, contract_type_key: 'cdi', counter_type: 'hourly_rate', weekly_hours: 35, starts_on: '2026-05-16', ends_on: null },
    ]);
    expect(data.employees[1].contracts).toMatchObject([{ contract_type_key: 'cdi', counter_type: 'daily_rate', weekly_hours: 39 }]);
  });

  it("reads the members' shifts of the exported shops around the period, with breaks and the first clock-in", async () => {
    const data = await loadPayrollPeriod(t.db, query());
    const byId = new Map(data.shifts.map((shift) => [shift.id, shift]));
    expect(new Set(byId.keys())).toEqual(new Set(['april', 'mayDay', 'inLyon', 'lastNight', 'sick', 'hugoLyon'].map((name) => shiftIds[name])));
    expect(byId.get(shiftIds.mayDay)).toMatchObject({ break_minutes: 30, clock_in: '2026-05-04T06:12:00.000Z', absence_type: null, shop_id: ids.paris });
    expect(byId.get(shiftIds.sick)).toMatchObject({ absence_type: 'sick_leave', break_minutes: 0, clock_in: null });
  });

  it('gives the period shop by shop for a streamed .ZIP', async () => {
    const parts = [];
    for await (const part of payrollPeriodParts(t.db, query())) parts.push(part);
    expect(parts.map((part) => [part.shops[0].name, part.employees.map((employee) => employee.first_name)])).toEqual([
      ['Paris', ['Léa']],
      ['Lyon', ['Hugo']],
    ]);
    // Léa's Lyon shift needs Lyon's time zone in Paris's part
    expect(parts[0].shops.map((shop) => shop.name)).toEqual(['Paris', 'Lyon']);
  });

  it('writes the payroll file from what it read', async () => {
    const config: PayrollConfig = {
      ...SILAE_CONFIG,
      exclude_users_without_pay_identification_number: false,
      evps: evps({ worked_hours: 'HT', night_hours: 'HN', lateness_minutes: 'RET', effective_hours: 'HE' }),
      absences: [],
    };
    const file = await buildPayrollFile(config, await loadPayrollPeriod(t.db, query()));
    // Léa, local times: 1 May 00:00–01:00 (the end of the April shift), 7.5 h on 4 May, 6 h in Lyon, 31 May 23:30–24:00
    // (the rest is June) → 15 h; night from 22:00 in Paris: 1.5 h; 12 min late; with the paid break: 15.5 h
    const lines = new TextDecoder().decode(file.bytes).split('\r\n');
    expect(lines).toContain('P001,HT,15.00,01/05/2026,31/05/2026,');
    expect(lines).toContain('P001,HN,1.50,01/05/2026,31/05/2026,');
    expect(lines).toContain('P001,RET,12,01/05/2026,31/05/2026,');
    expect(lines).toContain('P001,HE,15.50,01/05/2026,31/05/2026,');
    expect(lines.some((line) => line.startsWith(`${ids.hugo},HT,8.00`))).toBe(true);
  });

  it('has the seeded contract types, and contracts, pay identification numbers and teams for the seeded people', async () => {
    const types = await t.db.selectFrom('contract_types').select(['id', 'country', 'key']).orderBy('id').execute();
    expect(types).toEqual(CONTRACT_TYPE_SEED);
    const shop = await t.db.selectFrom('shops').select(['id', 'organisation_id']).where('organisation_id', '!=', ids.organisation).orderBy('id').executeTakeFirstOrThrow();
    const data = await loadPayrollPeriod(t.db, { organisationId: shop.organisation_id, shopIds: [shop.id], periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    expect(data.employees.length).toBeGreaterThan(3);
    expect(data.employees.every((employee) => employee.contracts.length > 0)).toBe(true);
    expect(data.employees.filter((employee) => employee.pay_identification_number).length).toBeGreaterThan(data.employees.length / 2);
    expect(data.employees.every((employee) => employee.team)).toBe(true);
  });
});
