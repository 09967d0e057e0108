import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, esES, frFR, itIT, nlNL, plPL, ptPT, roRO } from '@mui/x-date-pickers/locales';
import { de, enGB, es, fr, frCH, it, nl, pl, pt, ro, type Locale } from 'date-fns/locale';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

const DATE_FNS_LOCALES: Record<string, Locale> = { fr, 'fr-BE': fr, 'fr-CH': frCH, en: enGB, de, es, it, nl, pl, pt, ro };

/** MUI X's own words of the pickers (buttons, calendar labels, the field's aria texts) for each console locale. */
const PICKER_TEXTS = { fr: frFR, 'fr-BE': frFR, 'fr-CH': frFR, en: enUS, de: deDE, es: esES, it: itIT, nl: nlNL, pl: plPL, pt: ptPT, ro: roRO } as const;
type PickerLocale = keyof typeof PICKER_TEXTS;
const pickerTexts = (locale: string) => PICKER_TEXTS[(locale in PICKER_TEXTS ? locale : 'fr') as PickerLocale].components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI X date pickers in the console's language (calendar, week start, month names, the pickers' labels); their format
 * stays dd/MM/yyyy and the empty field shows the catalogue's placeholders.date ("JJ/MM/AAAA": issue 28 saw "DD/MM/YYYY"
 * beside it in the French interface), the one wording of our own date inputs too.
 */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const placeholder = translate('placeholders.date');
  const localeText = useMemo(() => {
    const [day = 'DD', month = 'MM', year = 'YYYY'] = placeholder.split('/');
    return {
      ...pickerTexts(locale),
      fieldDayPlaceholder: () => day,
      fieldMonthPlaceholder: ({ contentType }: { contentType: string }) => (contentType === 'letter' ? month.repeat(2) : month),
      fieldYearPlaceholder: ({ digitAmount }: { digitAmount: number }) => year.charAt(0).repeat(digitAmount),
    };
  }, [locale, placeholder]);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_FNS_LOCALES[locale] ?? fr} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
};
