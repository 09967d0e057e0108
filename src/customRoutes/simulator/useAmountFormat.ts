import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

/** Euro amounts excluding tax for the current locale: "1 234,56 € HT / mois", "€1,234.56 excl. VAT / month". */
export function useAmountFormat() {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return useMemo(() => {
    const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    return {
      perMonth: (amount: number) => translate('simulator.per_month', { amount: euros.format(amount) }),
      perYear: (amount: number) => translate('simulator.per_year', { amount: euros.format(amount) }),
      percent: (rate: number) => percent.format(rate),
    };
  }, [locale, translate]);
}
