import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, SCREENS } from '../../src/screens';
import { canAccess, type AccessSubject } from '../../src/domain/access';
import { DEV_FLAGS } from '../../src/domain/devFlags';
import { isMenuEntryActive, menuEntries } from '../../src/domain/menu';
import { PERMISSION_FLAGS, toPermissionFlags } from '../../src/domain/permissions';

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

describe('action rules declared in the definitions (issue 27: one way to check access)', () => {
  const allowed = (resource: string, action: string, flags: string[], devFlags: string[] = []) => canAccess(subject(flags, devFlags), { resource, action }, ACCESS_RULES);

  it.each<[string, string, string[], string[], boolean]>([
    // spec 1 §2.9: the feature flags' add buttons
    ['feature_flags', 'add', ['can_add_feature_flags'], [], true],
    ['feature_flags', 'add', ['can_manage_feature_flags'], [], false],
    // spec 2 §2.3: un-blacklisting; spec 1 §2.4: synchronising shops
    ['users', 'unblacklist', ['can_unblacklist'], [], true],
    ['users', 'unblacklist', [], [], false],
    ['shops', 'synchronize', ['can_synchronize_shops'], [], true],
    ['shops', 'synchronize', [], [], false],
    // spec 2 §2.1, §2.2: the events-history tabs
    ['shops', 'events', [], [DEV_FLAGS.eventsService], true],
    ['shops', 'events', [], [], false],
    ['organisations', 'events', [], [DEV_FLAGS.eventsService], true],
    ['organisations', 'events', [], [DEV_FLAGS.pamOnSvcReports], false],
    // spec 2 §2.2: the legacy integration button is hidden when its dev flag is on
    ['shops', 'legacy_integration', [], [], true],
    ['shops', 'legacy_integration', [], [DEV_FLAGS.eventsService], true],
    ['shops', 'legacy_integration', [], [DEV_FLAGS.legacyIntegrationDisabled], false],
  ])('%s.%s with flags %j and dev flags %j -> %s', (resource, action, flags, devFlags, expected) => {
    expect(allowed(resource, action, flags, devFlags)).toBe(expected);
  });

  describe("spec 3's flags (§6), declared on the organisation page that holds the integration tab", () => {
    it.each<[string, string[], string[]]>([
      ['integration', ['can_run_integration_jobs'], []],
      ['add_integration_config', ['can_add_integration_config'], []],
      ['add_advanced_integration_config', ['can_add_advanced_integration_config'], []],
      ['integration_management', [], [DEV_FLAGS.pamOnSvcReports]],
      ['automated_export', [], [DEV_FLAGS.pamAutomatedExport]],
      ['sunday_slices', [], [DEV_FLAGS.sundayMajSlices]],
      ['automatic_job_rows', [], [DEV_FLAGS.integrationJobRows]],
    ])('organisations.%s needs %j %j, and only that', (action, flags, devFlags) => {
      expect(allowed('organisations', action, flags, devFlags)).toBe(true);
      expect(allowed('organisations', action, [], [])).toBe(false);
      expect(canAccess(null, { resource: 'organisations', action }, ACCESS_RULES)).toBe(false);
      // every other flag of spec 3 (and the rest) is not enough
      const everyOtherFlag = PERMISSION_FLAGS.filter((flag) => !flags.includes(flag));
      const everyOtherDevFlag = Object.values(DEV_FLAGS).filter((name) => !devFlags.includes(name));
      expect(allowed('organisations', action, everyOtherFlag, everyOtherDevFlag)).toBe(false);
    });

    it('the organisation page itself stays open to every super admin', () => {
      expect(allowed('organisations', 'access', [], [])).toBe(true);
      expect(allowed('organisations', 'show', [], [])).toBe(true);
    });
  });
});

describe('side menu entries', () => {
  const ALWAYS = ['organisations', 'shops', 'users', 'invoices', 'account_creation', 'simulator', 'map'];
  /** the entries a user sees: the menu asks authProvider.canAccess, which applies the definitions' rules */
  const allowedFor = (s: AccessSubject | null) => (screen: string) => canAccess(s, { resource: screen, action: 'access' }, ACCESS_RULES);
  const keys = (s: AccessSubject | null) => menuEntries(allowedFor(s), 'planora', SCREENS).map((e) => e.key);

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
    expect(menuEntries(allowedFor(subject([])), 'acme', SCREENS).find((e) => e.key === 'map')?.to).toBe('/acme_map');
  });

  it('highlights organisations for every path starting with /organisations', () => {
    const [organisations, shops] = menuEntries(allowedFor(subject([])), 'planora', SCREENS);
    for (const path of ['/organisations', '/organisations/12', '/organisations_light/3']) {
      expect(isMenuEntryActive(organisations, path)).toBe(true);
    }
    expect(isMenuEntryActive(organisations, '/shops')).toBe(false);
    expect(isMenuEntryActive(shops, '/shops/4')).toBe(true);
    expect(isMenuEntryActive(shops, '/shopsX')).toBe(false);
  });
});
