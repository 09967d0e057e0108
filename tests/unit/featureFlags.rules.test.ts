import { describe, expect, it } from 'vitest';
import {
  CANARY_RELEASE_TYPES,
  PRODUCT_FLAG_COUNTRIES,
  PRODUCT_FLAG_SECTORS,
  isCanaryReleaseType,
  isProductFlagCountry,
  isProductFlagSector,
  productFlagChanged,
  unknownValues,
  validateFlagDescription,
  validateFlagName,
  validateNewFlag,
} from '../../src/domain/featureFlagRules';

describe('vocabulary (spec 1 §3)', () => {
  it('lists the countries, sectors and canary release types of the spec', () => {
    expect(PRODUCT_FLAG_COUNTRIES).toEqual(['fr', 'gb', 'es', 'de', 'ch', 'be', 'it', 'lu', 'pt', 'nl', 'pl', 'ro', 'other']);
    expect(PRODUCT_FLAG_SECTORS).toEqual([
      'general',
      'hospitality',
      'retail',
      'health',
      'leisure',
      'industry_and_services',
      'industry',
      'services',
      'construction',
    ]);
    expect(CANARY_RELEASE_TYPES).toEqual(['shop', 'user', 'organisation']);
  });

  it('recognises their values only', () => {
    expect(isProductFlagCountry('lu')).toBe(true);
    expect(isProductFlagCountry('FR')).toBe(false);
    expect(isProductFlagCountry('us')).toBe(false);
    expect(isProductFlagSector('industry_and_services')).toBe(true);
    expect(isProductFlagSector('farming')).toBe(false);
    expect(isCanaryReleaseType('organisation')).toBe(true);
    expect(isCanaryReleaseType('organization')).toBe(false);
    expect(isCanaryReleaseType(null)).toBe(false);
  });

  it('reports unknown values', () => {
    expect(unknownValues(['fr', 'xx', 3, 'gb'], PRODUCT_FLAG_COUNTRIES)).toEqual(['xx', 3]);
    expect(unknownValues([], PRODUCT_FLAG_SECTORS)).toEqual([]);
  });
});

describe('validateFlagName (spec 1 §5)', () => {
  it.each<[string | null | undefined, string | null]>([
    ['FEATUREDEV_NEW_PLANNING', null],
    ['new-planning.v2', null],
    ['', 'mandatory'],
    ['   ', 'mandatory'],
    [null, 'mandatory'],
    [undefined, 'mandatory'],
    ['two words', 'has_space'],
    [' leading', 'has_space'],
    ['trailing ', 'has_space'],
    ['tab\tinside', 'has_space'],
    ['line\nbreak', 'has_space'],
    ['no\u00a0break', 'has_space'],
  ])('%j -> %s', (name, problem) => {
    expect(validateFlagName(name)).toBe(problem);
  });

  it('reports a name that already exists, exactly', () => {
    expect(validateFlagName('FEATUREDEV_A', ['FEATUREDEV_A', 'FEATUREDEV_B'])).toBe('name_exists');
    expect(validateFlagName('FEATUREDEV_C', new Set(['FEATUREDEV_A']))).toBeNull();
    expect(validateFlagName('featuredev_a', ['FEATUREDEV_A'])).toBeNull();
    expect(validateFlagName('a b', ['a b'])).toBe('has_space');
  });
});

describe('validateFlagDescription and validateNewFlag (spec 1 §5)', () => {
  it('requires a description', () => {
    expect(validateFlagDescription('Shows the new planning')).toBeNull();
    expect(validateFlagDescription('')).toBe('mandatory');
    expect(validateFlagDescription('  \n')).toBe('mandatory');
    expect(validateFlagDescription(null)).toBe('mandatory');
  });

  it('collects both problems', () => {
    expect(validateNewFlag({ name: 'OK_NAME', description: 'why' })).toEqual({});
    expect(validateNewFlag({})).toEqual({ name: 'mandatory', description: 'mandatory' });
    expect(validateNewFlag({ name: 'bad name', description: 'why' })).toEqual({ name: 'has_space' });
    expect(validateNewFlag({ name: 'TAKEN', description: '' }, ['TAKEN'])).toEqual({
      name: 'name_exists',
      description: 'mandatory',
    });
  });
});

describe('productFlagChanged (spec 1 §2.9, §4)', () => {
  const original = { languages: ['fr', 'be'], sectors: ['retail', 'health'] };

  it('is false for the same values, whatever their order or repeats', () => {
    expect(productFlagChanged(original, { languages: ['fr', 'be'], sectors: ['retail', 'health'] })).toBe(false);
    expect(productFlagChanged(original, { languages: ['be', 'fr'], sectors: ['health', 'retail'] })).toBe(false);
    expect(productFlagChanged(original, { languages: ['be', 'fr', 'fr'], sectors: ['health', 'retail'] })).toBe(false);
    expect(productFlagChanged({ languages: [], sectors: [] }, { languages: [], sectors: [] })).toBe(false);
  });

  it('is true when a country or a sector is added, removed or replaced', () => {
    expect(productFlagChanged(original, { languages: ['fr', 'be', 'lu'], sectors: ['retail', 'health'] })).toBe(true);
    expect(productFlagChanged(original, { languages: ['fr'], sectors: ['retail', 'health'] })).toBe(true);
    expect(productFlagChanged(original, { languages: ['fr', 'ch'], sectors: ['retail', 'health'] })).toBe(true);
    expect(productFlagChanged(original, { languages: ['fr', 'be'], sectors: ['retail'] })).toBe(true);
    expect(productFlagChanged(original, { languages: ['fr', 'be'], sectors: ['retail', 'health', 'general'] })).toBe(true);
    expect(productFlagChanged(original, { languages: [], sectors: [] })).toBe(true);
  });
});
