import { Alert, Stack } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ChargeEdit, ChargeRow } from '../../../contracts/charges';
import { parseTotalCents } from '../../../domain/invoices/amounts';
import { rowTtcCents } from '../../../domain/invoices/chargeEdit';
import { displayDay, formatEuros } from '../../../domain/invoices/review';
import { zoneRateBp } from '../../../domain/invoices/zoneRate';
import { AmountsReview } from './AmountsReview';
import { useInvoiceLabels } from './labels';
import { ReviewTable, type ReviewRow } from './ReviewTable';
import type { ServedZone } from './useInvoiceCatalogue';

type Changes = ChargeEdit['stripe_charge'];
type ChangedField = keyof Changes;

/** Step 1 of the edit wizard (spec 2 §4): each change as before → after, then the amounts the invoice will hold. */
export const EditInvoiceReview = ({ row, changes, zones }: { row: ChargeRow; changes: Changes; zones: readonly ServedZone[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { kindLabel, zoneLabel } = useInvoiceLabels();
  const zoneText = (key: string) => {
    const zone = zones.find((candidate) => candidate.key === key);
    return zone ? zoneLabel(zone) : key;
  };
  const totalText = (text: string) => {
    const parsed = parseTotalCents(text);
    return parsed.ok ? formatEuros(parsed.cents, locale) : text;
  };
  const shown = (field: ChangedField, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (field === 'kind') return kindLabel(String(value));
    if (field === 'zone') return zoneText(String(value));
    if (field === 'total') return totalText(String(value));
    if (field === 'invoice_period_start' || field === 'invoice_period_end') return displayDay(String(value));
    return String(value);
  };
  const before: Record<ChangedField, unknown> = { ...row, kind: row.invoice.kind, total: formatEuros(rowTtcCents(row), locale) };
  const rows: ReviewRow[] = (Object.keys(changes) as ChangedField[]).map((field) => [
    translate(`invoice_dialogs.fields.${field}`),
    `${field === 'total' ? String(before.total) : shown(field, before[field])} → ${shown(field, changes[field])}`,
  ]);
  const zone = zones.find((candidate) => candidate.key === (changes.zone ?? row.zone));
  return (
    <Stack spacing={2}>
      {rows.length === 0 ? <Alert severity="info">{translate('invoice_dialogs.edit.no_change')}</Alert> : <ReviewTable label={translate('invoice_dialogs.edit.changes')} rows={rows} />}
      <AmountsReview total={changes.total === undefined ? String(row.charge.ttc) : String(changes.total)} vatRateBp={zone ? zoneRateBp(zone) : null} />
    </Stack>
  );
};
