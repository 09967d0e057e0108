import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';

/** Euros in the user's locale ("1 234,56 €", "€1,234.56") and days DD/MM/YYYY (spec 2 §9), one formatter a page. */
export function useInvoiceFormats() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    return {
      euros: (amount: number) => euros.format(amount),
      day: (isoDateTime: string) => format(parseISO(isoDateTime), 'dd/MM/yyyy'),
    };
  }, [locale]);
}
