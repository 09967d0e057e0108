import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { de, enGB, es, fr, frCH, it, nl, pl, pt, ro, type Locale } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

const DATE_FNS_LOCALES: Record<string, Locale> = { fr, 'fr-BE': fr, 'fr-CH': frCH, en: enGB, de, es, it, nl, pl, pt, ro };

/** MUI X date pickers in the console's language (calendar, week start, month names); their format stays dd/MM/yyyy. */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale] ?? fr}>
      {children}
    </LocalizationProvider>
  );
};
