import { Menu as RaMenu, MenuItemLink, MenuItemLinkClasses, usePermissions, useTranslate, useLocation } from 'react-admin';
import type { AccessSubject } from '../domain/access';
import { isMenuEntryActive, menuEntries } from '../domain/menu';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { MENU_ICONS } from './menuIcons';

/** The side menu of spec 1 §2.2: fixed entries, then those the permissions (and dev flags) allow. */
export const Menu = () => {
  const { permissions, isPending } = usePermissions<AccessSubject>();
  const { productSlug } = useRuntimeConfig();
  const { pathname } = useLocation();
  const translate = useTranslate();
  if (isPending) return null;
  return (
    <RaMenu>
      {menuEntries(permissions, productSlug).map((entry) => {
        const Icon = MENU_ICONS[entry.key];
        const active = isMenuEntryActive(entry, pathname);
        return (
          <MenuItemLink
            key={entry.key}
            to={entry.to}
            primaryText={translate(`menu.${entry.key}`)}
            leftIcon={<Icon />}
            className={active ? MenuItemLinkClasses.active : undefined}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </RaMenu>
  );
};
