import type { SvgIconComponent } from '@mui/icons-material';
import { Menu as RaMenu, MenuItemLink, MenuItemLinkClasses, useCanAccessResources, useResourceDefinitions, useSidebarState, useTranslate, useLocation } from 'react-admin';
import { SCREENS } from '../screens';
import { CUSTOM_PAGE_ICONS } from '../customRoutes';
import { isMenuEntryActive, menuEntries } from '../domain/menu';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

const SCREEN_NAMES = SCREENS.map((screen) => screen.name);

/** The side menu of spec 1 §2.2, built from the screens' definitions: fixed entries, then those authProvider.canAccess allows. */
export const Menu = () => {
  const { canAccess, isPending } = useCanAccessResources({ action: 'access', resources: SCREEN_NAMES });
  const resources = useResourceDefinitions();
  const { productSlug } = useRuntimeConfig();
  const { pathname } = useLocation();
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (isPending) return null;
  return (
    // an open menu wraps a long entry ("Carte des établissements", "Flag-uri de funcționalitate")
    // onto a second line instead of cutting it (issue 15)
    <RaMenu sx={open ? { '& .MuiMenuItem-root .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.3 } } : undefined}>
      {menuEntries((screen) => canAccess?.[screen] === true, productSlug, SCREENS).map((entry) => {
        const Icon = (resources[entry.key]?.icon ?? CUSTOM_PAGE_ICONS[entry.key]) as SvgIconComponent | undefined;
        const active = isMenuEntryActive(entry, pathname);
        return (
          <MenuItemLink
            key={entry.key}
            to={entry.to}
            primaryText={translate(entry.label)}
            leftIcon={Icon ? <Icon /> : undefined}
            className={active ? MenuItemLinkClasses.active : undefined}
            aria-current={active ? 'page' : undefined}
          />
        );
      })}
    </RaMenu>
  );
};
