import { useLocaleState, useTranslate } from 'react-admin';
import { formatRate } from '../../../domain/invoices/review';
import { zoneRateBp } from '../../../domain/invoices/zoneRate';
import type { ServedZone } from './useInvoiceCatalogue';

/** The words of the served kinds and zones: the catalogue's, else the key or the served name. */
export function useInvoiceLabels() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kindLabel = (kind: string) => translate(`invoice_dialogs.kinds.${kind}`, { _: kind });
  const zoneName = (zone: Pick<ServedZone, 'key' | 'name'>) => translate(`invoice_dialogs.zones.${zone.key}`, { _: zone.name });
  const zoneLabel = (zone: ServedZone) => {
    const bp = zoneRateBp(zone);
    return bp === null ? zoneName(zone) : `${zoneName(zone)} (${formatRate(bp, locale)})`;
  };
  const typeLabel = (paymentOrRefund: string) => translate(`invoice_dialogs.types.${paymentOrRefund}`, { _: paymentOrRefund });
  return { kindLabel, zoneName, zoneLabel, typeLabel };
}
