import { describe, expect, it } from 'vitest';
import { licenceBadgeColour, licenceBadgeLabel, licenceVisibilityLocked, LICENCE_ORIGINAL_TYPES } from '../../src/domain/licences';

describe('licence position badge (spec 2 §2.1, §9)', () => {
  it.each([
    [0, 'blue'],
    [1, 'blue'],
    [3, 'blue'],
    [4, 'green'],
    [5, 'green'],
    [7, 'green'],
    [8, 'red'],
    [9, 'red'],
    [42, 'red'],
  ] as const)('position %i is %s', (position, colour) => {
    expect(licenceBadgeColour(position)).toBe(colour);
  });

  it.each([
    [0, '1'],
    [3, '4'],
    [8, '9'],
  ])('shows position %i as %s', (position, label) => {
    expect(licenceBadgeLabel(position)).toBe(label);
  });
});

describe('licence visibility (spec 2 §5)', () => {
  it('is locked for system_admin licences only', () => {
    expect(LICENCE_ORIGINAL_TYPES.filter(licenceVisibilityLocked)).toEqual(['system_admin']);
  });
});
