import { describe, expect, it } from 'vitest';
import type { Organisation } from '../../server/db/types/index.js';
import { AppError } from '../../server/http/errors.js';
import { activeEmployeesText } from '../../server/routes/organisations/activeEmployees.js';
import { organisationChanges } from '../../server/routes/organisations/organisationChanges.js';
import { startOfMonth } from '../../server/routes/organisations/recordStore.js';

const row = { owner_id: 1, status: 'trial', clusters: 0, plan: 'basic' } as Organisation;

describe('organisationChanges (spec 2 §4 "Organisation edit")', () => {
  it('keeps only what changes, with before and after', () => {
    expect(organisationChanges(row, { owner_id: 1, status: 'trial', pack_offer_name: 'basic', clusters: false }, [1])).toEqual({ changes: {}, before: {}, after: {}, events: [] });
    const edit = organisationChanges(row, { owner_id: 2, clusters: true }, [1, 2]);
    expect(edit.changes).toEqual({ owner_id: 2, clusters: 1 });
    expect(edit.before).toEqual({ owner_id: 1, clusters: false });
    expect(edit.events).toEqual([]);
  });

  it('tracks status and pack changes', () => {
    expect(organisationChanges(row, { status: 'active', pack_offer_name: 'premium' }, []).events).toEqual([
      { name: 'updated_status_orga', properties: { from: 'trial', to: 'active' } },
      { name: 'updated_pack', properties: { from: 'basic', to: 'premium' } },
    ]);
  });

  it.each([
    ['a referent who is not available', { owner_id: 3 }, row, 'referent_not_available'],
    ['networks turned off once on', { clusters: false }, { ...row, clusters: 1 }, 'clusters_locked'],
  ])('refuses %s with a 422', (_, body, current, key) => {
    try {
      organisationChanges(current as Organisation, body, [1, 2]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ statusCode: 422, key });
    }
  });
});

describe('activeEmployeesText (spec 2 §2.1)', () => {
  it.each([
    [12, { maxUsers: 40, isEnterprise: true }, '12 / 40'],
    [12, { maxUsers: 40, isEnterprise: false }, '12'],
    [12, { maxUsers: null, isEnterprise: true }, '12'],
    [0, null, '0'],
  ])('%i with %j reads %s', (active, quota, text) => expect(activeEmployeesText(active, quota)).toBe(text));
});

describe('startOfMonth', () => {
  it('is the 1st of the month at midnight UTC', () => {
    expect(startOfMonth(new Date('2026-03-31T23:59:59Z'))).toBe('2026-03-01T00:00:00.000Z');
    expect(startOfMonth(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01T00:00:00.000Z');
  });
});
