import { screenPath, type ScreenDefinition } from './screens';

export interface MenuEntry {
  /** the screen's name */
  key: string;
  /** the i18n key of its text */
  label: string;
  to: string;
  /** The entry is highlighted on its own path and on every path that starts with this prefix. */
  activePrefix: string;
}

/**
 * The side menu of spec 1 §2.2: the screens that have a menu place, in order, each shown only when
 * the user may open it (`allowed`: authProvider.canAccess of its access rule; the seven fixed entries have none, three need permissions).
 */
export function menuEntries(allowed: (screen: string) => boolean, productSlug: string, screens: readonly ScreenDefinition[]): MenuEntry[] {
  return screens
    .filter((screen) => screen.menuOrder !== undefined && allowed(screen.name))
    .sort((a, b) => (a.menuOrder ?? 0) - (b.menuOrder ?? 0))
    .map((screen) => {
      const to = screenPath(screen, productSlug);
      return { key: screen.name, label: screen.label, to, activePrefix: screen.activePrefix ?? `${to}/` };
    });
}

/** Whether a menu entry is the current one; /organisations also covers /organisations/12 and /organisations_light/3. */
export function isMenuEntryActive(menuEntry: MenuEntry, pathname: string): boolean {
  return pathname === menuEntry.to || pathname.startsWith(menuEntry.activePrefix);
}
