import { canAccess, type AccessSubject } from './access';

export type MenuEntryKey =
  | 'organisations'
  | 'shops'
  | 'users'
  | 'invoices'
  | 'account_creation'
  | 'simulator'
  | 'map'
  | 'feature_flags'
  | 'labour_laws'
  | 'manage_super_admin_users';

export interface MenuEntry {
  key: MenuEntryKey;
  to: string;
  /** The entry is highlighted on its own path and on every path that starts with this prefix. */
  activePrefix: string;
}

const entry = (key: MenuEntryKey, to: string, activePrefix = `${to}/`): MenuEntry => ({ key, to, activePrefix });

/** The side menu of spec 1 §2.2, in order: seven entries always, three behind permissions. */
export function menuEntries(subject: AccessSubject | null | undefined, productSlug: string): MenuEntry[] {
  const always = [
    entry('organisations', '/organisations', '/organisations'),
    entry('shops', '/shops'),
    entry('users', '/users'),
    entry('invoices', '/invoices'),
    entry('account_creation', '/account_creation'),
    entry('simulator', '/simulator'),
    entry('map', mapPath(productSlug)),
  ];
  const conditional = (['feature_flags', 'labour_laws', 'manage_super_admin_users'] as const)
    .filter((resource) => canAccess(subject, { resource }))
    .map((resource) => entry(resource, `/${resource}`));
  return [...always, ...conditional];
}

export function mapPath(productSlug: string): string {
  return `/${productSlug}_map`;
}

/** Whether a menu entry is the current one; /organisations also covers /organisations/12 and /organisations_light/3. */
export function isMenuEntryActive(menuEntry: MenuEntry, pathname: string): boolean {
  return pathname === menuEntry.to || pathname.startsWith(menuEntry.activePrefix);
}
