import { useState, type MouseEvent } from 'react';
import LanguageIcon from '@mui/icons-material/Language';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useDataProvider, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import type { ConsoleDataProvider } from '../dataProviders';
import { LOCALES, type Locale } from '../i18n/locales';

/**
 * The language switcher: the eleven locales, each in its own language. Changing it re-renders the
 * console in that locale (remembered), sets <html lang> and Accept-Language, and tells the server.
 */
export const LanguageMenuItem = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const userMenu = useUserMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((entry) => entry.locale === locale) ?? LOCALES[0];

  const choose = (next: Locale) => {
    setAnchor(null);
    userMenu?.onClose();
    if (next === locale) return;
    setLocale(next);
    // Fire and forget: the server only remembers the choice for the next session.
    dataProvider.updateCurrentUser({ lang: next }).catch(() => undefined);
  };

  return (
    <>
      <MenuItem onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)} aria-haspopup="menu">
        <ListItemIcon>
          <LanguageIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={translate('language.label')} secondary={current.name} />
      </MenuItem>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('language.label') } }}>
        {LOCALES.map((entry) => (
          <MenuItem key={entry.locale} lang={entry.locale} selected={entry.locale === locale} onClick={() => choose(entry.locale)}>
            {entry.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
