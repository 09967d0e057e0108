import { describe, expect, it } from 'vitest';
import { buildLabourLaws, labourLawResolver } from '../../server/seed/labourLaws.js';
import { IdSequence, planStatuses } from '../../server/seed/plan.js';
import { allocate, createSeedFaker, isLuhnValid, siren, siret } from '../../server/seed/random.js';
import { CONVENTIONS } from '../../src/domain/conventions.js';
import { normalizeForSearch } from '../../src/domain/search.js';

describe('normalizeForSearch', () => {
  it.each([
    ['Hélène Œuvray', 'helene oeuvray'],
    ['  ÉLODIE   Chevalier ', 'elodie chevalier'],
    ['Zürich', 'zurich'],
    ['Straße', 'strasse'],
    ["Pharmacie d'Officine", "pharmacie d'officine"],
  ])('%s -> %s', (input, expected) => expect(normalizeForSearch(input)).toBe(expected));
});

describe('SIREN and SIRET', () => {
  it('are Luhn-valid with the right lengths', () => {
    const faker = createSeedFaker(1);
    for (let i = 0; i < 200; i++) {
      const s = siren(faker);
      expect(s).toMatch(/^\d{9}$/);
      expect(isLuhnValid(s)).toBe(true);
      const t = siret(s, i + 1);
      expect(t).toMatch(new RegExp(`^${s}\\d{5}$`));
      expect(isLuhnValid(t)).toBe(true);
    }
  });
  it('checks a known SIREN', () => expect(isLuhnValid('732829320')).toBe(true));
});

describe('allocate', () => {
  it.each([
    [600, [1, 5, 2, 0.2], 1],
    [10, [1, 1, 1], 2],
    [7, [0, 0, 0], 0],
  ])('splits %i exactly, each at least the minimum', (total, weights, min) => {
    const shares = allocate(total, weights, min);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(min);
  });
});

describe('planStatuses', () => {
  it('starts with two active organisations and covers every status', () => {
    const statuses = planStatuses(createSeedFaker(), 8);
    expect(statuses.slice(0, 2)).toEqual(['active', 'active']);
    expect(new Set(statuses)).toEqual(new Set(['active', 'trial', 'suspended', 'cancelled', 'waiting']));
  });
});

describe('demo labour laws', () => {
  const laws = buildLabourLaws(new IdSequence());
  const byKey = new Map(laws.map((l) => [l.key, l]));
  const resolve = labourLawResolver(laws);

  it('have valid keys, non-empty rules and the alerts their rules imply', () => {
    for (const law of laws) {
      expect(law.key).toMatch(new RegExp(`^${law.country.toLowerCase()}_[a-z_]+$`));
      const rules = JSON.parse(law.rules) as Record<string, unknown>;
      expect(Object.keys(rules).length).toBeGreaterThan(0);
      const alerts = JSON.parse(law.alerts) as string[];
      expect(alerts.includes('daily_rest')).toBe(rules.daily_rest_min_hours !== undefined);
      expect(alerts.includes('night_shift')).toBe(rules.night_shifts_start_at_for_alerts !== undefined);
    }
    expect(JSON.parse(byKey.get('fr_hcr')!.rules)).toMatchObject({ max_daily_hours: 11, daily_rest_min_hours: 11, sunday_maj: 20 });
    expect(laws.filter((l) => !l.enabled).map((l) => l.scope)).toEqual(['agreement']);
  });

  it('resolve a shop to its agreement, region or country law', () => {
    const id = (key: string) => byKey.get(key)!.id;
    expect(resolve({ country: 'FR', convention: 'hcr', postal_code: '75001' })).toBe(id('fr_hcr'));
    expect(resolve({ country: 'FR', convention: 'pharmacie', postal_code: '67000' })).toBe(id('fr_alsace_moselle'));
    expect(resolve({ country: 'FR', convention: 'boulangerie', postal_code: '33000' })).toBe(id('fr_default'));
    expect(resolve({ country: 'BE', convention: null, postal_code: '1000' })).toBe(id('be_default'));
  });
});

describe('conventions', () => {
  it('are 13 with unique codes', () => {
    expect(CONVENTIONS).toHaveLength(13);
    expect(new Set(CONVENTIONS.map((c) => c.code)).size).toBe(13);
  });
});
