import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, SCREENS } from '../../src/app/screens';
import { canAccess, type AccessSubject } from '../../src/domain/access';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { isMenuEntryActive, menuEntries } from '../../src/domain/menu';
import { toPermissionFlags } from '../../src/domain/permissions';

const subject = (flags: string[], devFlags: string[] = []): AccessSubject => ({ flags: toPermissionFlags(flags), devFlags });
const LABOUR_DEV = DEV_FLAGS.labourLawsSuperAdmin;

describe('access rules (spec 1 §2.2, §6)', () => {
  it.each([
    ['feature_flags', ['can_manage_feature_flags'], [], true],
    ['feature_flags', [], [], false],
    ['labour_laws', ['can_manage_labour_laws'], [LABOUR_DEV], true],
    ['labour_laws', ['can_manage_labour_laws'], [], false],
    ['labour_laws', [], [LABOUR_DEV], false],
    ['manage_super_admin_users', ['can_manage_super_admin_users'], [], true],
    ['manage_super_admin_users', ['can_manage_feature_flags'], [], false],
    ['organisations', [], [], true],
    ['shops', [], [], true],
    ['simulator', [], [], true],
  ])('%s with flags %j and dev flags %j -> %s', (resource, flags, devFlags, expected) => {
    expect(canAccess(subject(flags, devFlags), { resource, action: 'list' }, ACCESS_RULES)).toBe(expected);
  });

  it('denies gated screens when nothing is known about the user', () => {
    expect(canAccess(null, { resource: 'feature_flags' }, ACCESS_RULES)).toBe(false);
    expect(canAccess(null, { resource: 'organisations' }, ACCESS_RULES)).toBe(true);
  });
});

describe('side menu entries', () => {
  const ALWAYS = ['organisations', 'shops', 'users', 'invoices', 'account_creation', 'simulator', 'map'];
  const keys = (s: AccessSubject | null) => menuEntries(s, 'planora', SCREENS).map((e) => e.key);

  it('shows the seven fixed entries in order for a restricted admin', () => {
    expect(keys(subject([]))).toEqual(ALWAYS);
  });

  it('adds every conditional entry, in order, for a full admin with the dev flag', () => {
    const full = subject(['can_manage_feature_flags', 'can_manage_labour_laws', 'can_manage_super_admin_users'], [LABOUR_DEV]);
    expect(keys(full)).toEqual([...ALWAYS, 'feature_flags', 'labour_laws', 'manage_super_admin_users']);
  });

  it.each([
    [['can_manage_feature_flags'], [], ['feature_flags']],
    [['can_manage_labour_laws'], [], []],
    [[], [LABOUR_DEV], []],
    [['can_manage_labour_laws'], [LABOUR_DEV], ['labour_laws']],
    [['can_manage_super_admin_users'], [], ['manage_super_admin_users']],
  ])('flags %j and dev flags %j add %j', (flags, devFlags, added) => {
    expect(keys(subject(flags, devFlags)).slice(ALWAYS.length)).toEqual(added);
  });

  it('builds the map path from the product slug', () => {
    expect(menuEntries(subject([]), 'acme', SCREENS).find((e) => e.key === 'map')?.to).toBe('/acme_map');
  });

  it('highlights organisations for every path starting with /organisations', () => {
    const [organisations, shops] = menuEntries(subject([]), 'planora', SCREENS);
    for (const path of ['/organisations', '/organisations/12', '/organisations_light/3']) {
      expect(isMenuEntryActive(organisations, path)).toBe(true);
    }
    expect(isMenuEntryActive(organisations, '/shops')).toBe(false);
    expect(isMenuEntryActive(shops, '/shops/4')).toBe(true);
    expect(isMenuEntryActive(shops, '/shopsX')).toBe(false);
  });
});
